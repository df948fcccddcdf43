// Stickers and body of the Megaminx: vertex colour (linear), a key light from the viewer's
// upper left, a soft fill from the lower right, ambient, and a plastic highlight. Lights are
// fixed to the camera, so the puzzle is lit the same way however it is turned. A surface
// facing the eye straight on shows its palette colour almost exactly (the pixel tests rely on
// it).

in vec3 pos;
in vec3 nor;
in vec4 col;

uniform vec3 eye;

layout (location = 0) out vec4 outColor;

const vec3 KEY = vec3(-0.28, 0.30, 0.91);
const vec3 FILL = vec3(0.70, -0.70, 0.0);

void main()
{
    vec3 n = normalize(nor);
    if (!gl_FrontFacing) {
        n = -n;
    }
    vec3 v = normalize(eye - pos);
    vec3 key = normalize(KEY);
    // Face-on (n = +z) the key gives exactly 1 - AMBIENT, so the sum is 1.
    float light = 0.38 + 0.62 * max(dot(n, key), 0.0) / key.z
                + 0.12 * max(dot(n, normalize(FILL)), 0.0);
    vec3 h = normalize(key + v);
    // A tight highlight: glossy stickers, and none on a face seen straight on.
    float spec = pow(max(dot(n, h), 0.0), 150.0) * 0.3;
    vec3 c = clamp(col.rgb * light + vec3(spec), 0.0, 1.0);
    // Linear to sRGB, the exact inverse of the decoding three-d applies to vertex colours.
    vec3 lo = c * 12.92;
    vec3 hi = 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055;
    outColor = vec4(mix(lo, hi, step(vec3(0.0031308), c)), 1.0);
}
