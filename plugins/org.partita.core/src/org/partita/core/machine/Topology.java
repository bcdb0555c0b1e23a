package org.partita.core.machine;

import java.util.Arrays;

/**
 * The interconnect of one homogeneous group of nodes, with explicit node ids {@code 0 .. size()-1}.
 *
 * <p>Id conventions (allocators, the invariant checker and {@code jobs.csv} all rely on them):
 * <ul>
 * <li>{@code MESH} / {@code TORUS} with {@code dims = {w, h}} or {@code {w, h, d}}: node {@code (x, y, z)} has id
 * {@code x + w * (y + h * z)}.</li>
 * <li>{@code HYPERCUBE} with {@code dims = {n}}: {@code 2^n} nodes; the id is the node's binary address.</li>
 * <li>{@code POOL}, {@code BUS}, {@code RING}, {@code SMP} with {@code dims = {p}}: ids {@code 0 .. p-1}; on a ring,
 * node {@code i} neighbours {@code i±1 mod p}.</li>
 * </ul>
 */
public record Topology(Kind kind, int[] dims) {

    /** Interconnect kinds. */
    public enum Kind { POOL, BUS, RING, SMP, MESH, TORUS, HYPERCUBE }

    public Topology {
        dims = dims.clone();
        if (dims.length == 0) {
            throw new IllegalArgumentException("a topology needs at least one dimension");
        }
        for (int d : dims) {
            if (d <= 0) {
                throw new IllegalArgumentException("dimensions must be positive: " + Arrays.toString(dims));
            }
        }
        if ((kind == Kind.MESH || kind == Kind.TORUS) && dims.length > 3) {
            throw new IllegalArgumentException("meshes and tori have 2 or 3 dimensions");
        }
        if (kind == Kind.HYPERCUBE && (dims.length != 1 || dims[0] > 30)) {
            throw new IllegalArgumentException("a hypercube has one dimension n <= 30");
        }
    }

    public static Topology mesh(int... dims) {
        return new Topology(Kind.MESH, dims);
    }

    public static Topology torus(int... dims) {
        return new Topology(Kind.TORUS, dims);
    }

    public static Topology hypercube(int n) {
        return new Topology(Kind.HYPERCUBE, new int[] {n});
    }

    public static Topology pool(int p) {
        return new Topology(Kind.POOL, new int[] {p});
    }

    /** Whether nodes have mesh coordinates (mesh or torus). */
    public boolean isGrid() {
        return kind == Kind.MESH || kind == Kind.TORUS;
    }

    /** Number of nodes. */
    public int size() {
        if (kind == Kind.HYPERCUBE) {
            return 1 << dims[0];
        }
        int n = 1;
        for (int d : dims) {
            n *= d;
        }
        return n;
    }

    /** Node id of mesh/torus coordinates {@code (x, y[, z])}. */
    public int nodeId(int... coords) {
        int id = 0;
        for (int i = dims.length - 1; i >= 0; i--) {
            id = id * dims[i] + coords[i];
        }
        return id;
    }

    /** Mesh/torus coordinates of node {@code id}. */
    public int[] coords(int id) {
        int[] c = new int[dims.length];
        for (int i = 0; i < dims.length; i++) {
            c[i] = id % dims[i];
            id /= dims[i];
        }
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Topology t && t.kind == kind && Arrays.equals(t.dims, dims);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(dims);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(kind.name().toLowerCase()).append(':');
        for (int i = 0; i < dims.length; i++) {
            s.append(i == 0 ? "" : "x").append(dims[i]);
        }
        return s.toString();
    }
}
