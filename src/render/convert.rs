//! The only bridge between glam (the crate's maths) and three-d's cgmath types.

use three_d::{CpuMesh, Indices, Positions, Srgba};

use super::mesh::MeshData;

/// A glam vector as a three-d vector.
pub fn vec3(v: glam::Vec3) -> three_d::Vec3 {
    three_d::vec3(v.x, v.y, v.z)
}

/// A glam matrix as a three-d matrix (both column-major).
pub fn mat4(m: glam::Mat4) -> three_d::Mat4 {
    let c = m.to_cols_array_2d();
    three_d::Mat4::new(
        c[0][0], c[0][1], c[0][2], c[0][3], c[1][0], c[1][1], c[1][2], c[1][3], c[2][0], c[2][1],
        c[2][2], c[2][3], c[3][0], c[3][1], c[3][2], c[3][3],
    )
}

/// Triangles ready for upload.
pub fn cpu_mesh(m: &MeshData) -> CpuMesh {
    CpuMesh {
        positions: Positions::F32(m.positions.iter().copied().map(vec3).collect()),
        indices: Indices::U32(m.indices.clone()),
        normals: Some(m.normals.iter().copied().map(vec3).collect()),
        colors: Some(
            m.colours
                .iter()
                .map(|&[r, g, b, a]| Srgba::new(r, g, b, a))
                .collect(),
        ),
        ..Default::default()
    }
}
