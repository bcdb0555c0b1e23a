package org.partita.core.machine;

import java.util.Locale;

/**
 * Parses the command-line machine notation.
 *
 * <pre>
 *   pool:P          P processors, no topology ("simple" model)
 *   bus:P  ring:P  smp:P
 *   mesh:WxH        2D mesh       mesh:WxHxD   3D mesh
 *   torus:WxH       2D torus      torus:WxHxD  3D torus
 *   hypercube:N     N-cube, 2^N nodes (N &lt;= 30)
 * </pre>
 *
 * All numbers are positive decimal integers; the kind is case-insensitive.
 */
public final class MachineSpec {

    private static final String SYNTAX = "expected pool:P, bus:P, ring:P, smp:P, mesh:WxH[xD], torus:WxH[xD] "
            + "or hypercube:N";

    private MachineSpec() {
    }

    /**
     * Parses {@code spec}.
     *
     * @throws IllegalArgumentException with a message naming the spec and what is wrong
     */
    public static Machine parse(String spec) {
        return Machine.of(parseTopology(spec));
    }

    public static Topology parseTopology(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new IllegalArgumentException("empty machine spec; " + SYNTAX);
        }
        String s = spec.trim();
        int colon = s.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("machine spec '" + spec + "' has no ':'; " + SYNTAX);
        }
        String kind = s.substring(0, colon).toLowerCase(Locale.ROOT);
        String[] parts = s.substring(colon + 1).split("[xX×]", -1);
        int[] dims = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            dims[i] = number(spec, parts[i]);
        }
        switch (kind) {
            case "pool", "bus", "ring", "smp" -> {
                if (dims.length != 1) {
                    throw new IllegalArgumentException("machine spec '" + spec + "': " + kind
                            + " takes one processor count, e.g. " + kind + ":64");
                }
                return new Topology(Topology.Kind.valueOf(kind.toUpperCase(Locale.ROOT)), dims);
            }
            case "mesh", "torus" -> {
                if (dims.length < 2 || dims.length > 3) {
                    throw new IllegalArgumentException("machine spec '" + spec + "': " + kind
                            + " takes 2 or 3 side lengths, e.g. " + kind + ":32x32 or " + kind + ":8x8x8");
                }
                checkSize(spec, dims);
                return kind.equals("mesh") ? Topology.mesh(dims) : Topology.torus(dims);
            }
            case "hypercube" -> {
                if (dims.length != 1) {
                    throw new IllegalArgumentException("machine spec '" + spec
                            + "': hypercube takes one dimension, e.g. hypercube:8");
                }
                if (dims[0] > 30) {
                    throw new IllegalArgumentException("machine spec '" + spec + "': hypercube dimension "
                            + dims[0] + " is too large (at most 30)");
                }
                return Topology.hypercube(dims[0]);
            }
            default -> throw new IllegalArgumentException("machine spec '" + spec + "': unknown kind '" + kind
                    + "'; " + SYNTAX);
        }
    }

    private static int number(String spec, String part) {
        String p = part.trim();
        if (p.isEmpty() || !p.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("machine spec '" + spec + "': '" + part
                    + "' is not a positive integer");
        }
        int v;
        try {
            v = Integer.parseInt(p);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("machine spec '" + spec + "': '" + part + "' is too large");
        }
        if (v <= 0) {
            throw new IllegalArgumentException("machine spec '" + spec + "': sizes must be positive, got " + v);
        }
        return v;
    }

    private static void checkSize(String spec, int[] dims) {
        long n = 1;
        for (int d : dims) {
            n *= d;
        }
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("machine spec '" + spec + "': " + n + " nodes is too many");
        }
    }
}
