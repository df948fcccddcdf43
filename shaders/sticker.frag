// Stickers and body of the Megaminx: vertex colour (linear), a key light from the viewer's
// upper left, a soft fill from the lower right, ambient, and a tight glossy highlight. Lights
// are fixed to the camera, so the puzzle is lit the same way however it is turned.
//
// Kept cheap on purpose: under a software rasteriser (SwiftShader) the fragment shader is the
// frame rate. Every polygon is flat, so the interpolated normal is already unit length; the
// highlight uses a fixed view direction (the eye is far away) and repeated squaring instead
// of pow; and the output is encoded with gamma 2 (sqrt) instead of the exact sRGB curve. A
// surface facing the eye straight on shows its palette colour (the pixel tests rely on it).

in vec3 nor;
in vec4 col;

layout (location = 0) out vec4 outColor;

// normalize(-0.28, 0.30, 0.91)
const vec3 KEY = vec3(-0.2805, 0.3005, 0.9116);
// normalize(0.70, -0.70, 0.0)
const vec3 FILL = vec3(0.7071, -0.7071, 0.0);
// normalize(KEY + (0, 0, 1)): the half vector for a viewer straight ahead.
const vec3 HALF = vec3(-0.1435, 0.1537, 0.9776);
const float AMBIENT = 0.38;

void main()
{
    vec3 n = nor;
    // Face-on (n = +z) the key gives exactly 1 - AMBIENT, so the sum is 1.
    float light = AMBIENT + (1.0 - AMBIENT) / KEY.z * max(dot(n, KEY), 0.0)
                + 0.12 * max(dot(n, FILL), 0.0);
    float s = max(dot(n, HALF), 0.0);
    s *= s; s *= s; s *= s; s *= s; s *= s; s *= s; s *= s; // s^128
    vec3 c = clamp(col.rgb * light + vec3(0.3 * s), 0.0, 1.0);
    outColor = vec4(sqrt(c), 1.0);
}
