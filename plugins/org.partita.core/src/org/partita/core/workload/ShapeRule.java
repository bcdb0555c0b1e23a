package org.partita.core.workload;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.partita.core.machine.Topology;

/**
 * How a processor count {@code p} becomes a submesh shape when a trace gives none (mesh and torus machines only).
 * Every rule returns a shape that fits the machine ({@code a <= W, b <= H[, c <= D]}) with area {@code >= p}, or
 * {@code null} when {@code p} exceeds the machine. The extra {@code area - p} processors are internal
 * fragmentation, which the metrics report.
 *
 * <ul>
 * <li>{@link #SQUARE} (default): the most nearly square shape — among shapes with sides {@code a <= W}, {@code b =
 * ceil(p / a) <= H} (3D: {@code a <= W, b <= H, c = ceil(p / (a b)) <= D}), minimise the longest minus the
 * shortest side, then the area, then prefer the larger {@code a} (then {@code b}). E.g. p = 7 → 3×3, p = 10 →
 * 4×3, p = 32 → 6×6 on a 32×32 mesh.</li>
 * <li>{@link #MIN_WASTE}: the smallest area {@code >= p}; ties by squareness, then larger {@code a}. E.g. p = 7 →
 * 7×1, p = 10 → 5×2.</li>
 * <li>{@link #ROW}: fill whole rows: {@code a = min(p, W)}, {@code b = ceil(p / a)} (3D: {@code b = min(ceil(p/a),
 * H)}, {@code c = ceil(p / (a b))}).</li>
 * <li>{@link #NONE}: no shape; the allocator gets the bare processor count.</li>
 * </ul>
 */
public enum ShapeRule {
    SQUARE, MIN_WASTE, ROW, NONE;

    /** Parses {@code square}, {@code min-waste}, {@code row} or {@code none}. */
    public static ShapeRule parse(String s) {
        return switch (s.trim().toLowerCase(Locale.ROOT)) {
            case "square" -> SQUARE;
            case "min-waste", "min_waste" -> MIN_WASTE;
            case "row" -> ROW;
            case "none" -> NONE;
            default -> throw new IllegalArgumentException("unknown shape rule '" + s
                    + "'; expected square, min-waste, row or none");
        };
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The shape for {@code p} processors on {@code topology} (a mesh or torus), or {@code null}. */
    public int[] shape(int p, Topology topology) {
        if (this == NONE) {
            return null;
        }
        if (!topology.isGrid()) {
            throw new IllegalArgumentException("shape rules apply to meshes and tori, not " + topology);
        }
        int[] d = topology.dims();
        if (p <= 0 || p > topology.size()) {
            return null;
        }
        if (this == ROW) {
            int a = Math.min(p, d[0]);
            if (d.length == 2) {
                return new int[] {a, ceilDiv(p, a)};
            }
            int b = Math.min(ceilDiv(p, a), d[1]);
            return new int[] {a, b, ceilDiv(p, a * b)};
        }
        int[] best = null;
        long[] bestKey = null;
        if (d.length == 2) {
            for (int a = 1; a <= d[0]; a++) {
                int b = ceilDiv(p, a);
                if (b > d[1]) {
                    continue;
                }
                long[] key = key(a * (long) b, Math.abs(a - b), a, 0);
                if (bestKey == null || less(key, bestKey)) {
                    bestKey = key;
                    best = new int[] {a, b};
                }
            }
        } else {
            for (int a = 1; a <= d[0]; a++) {
                for (int b = 1; b <= d[1]; b++) {
                    int c = ceilDiv(p, a * b);
                    if (c > d[2]) {
                        continue;
                    }
                    int spread = Math.max(a, Math.max(b, c)) - Math.min(a, Math.min(b, c));
                    long[] key = key(a * (long) b * c, spread, a, b);
                    if (bestKey == null || less(key, bestKey)) {
                        bestKey = key;
                        best = new int[] {a, b, c};
                    }
                }
            }
        }
        return best;
    }

    private long[] key(long area, int spread, int a, int b) {
        // lexicographic, smaller is better; larger a/b preferred → negate
        return this == SQUARE ? new long[] {spread, area, -a, -b} : new long[] {area, spread, -a, -b};
    }

    private static boolean less(long[] x, long[] y) {
        for (int i = 0; i < x.length; i++) {
            if (x[i] != y[i]) {
                return x[i] < y[i];
            }
        }
        return false;
    }

    private static int ceilDiv(int x, int y) {
        return (x + y - 1) / y;
    }

    /** A memoising view of this rule for one topology (lookups only; safe for one run, not thread-safe). */
    public Cache cache(Topology topology) {
        return new Cache(this, topology);
    }

    /** Shapes by processor count, computed once each. */
    public static final class Cache {
        private final ShapeRule rule;
        private final Topology topology;
        private final Map<Integer, int[]> shapes = new HashMap<>();

        Cache(ShapeRule rule, Topology topology) {
            this.rule = rule;
            this.topology = topology;
        }

        public int[] shape(int p) {
            int[] s = shapes.computeIfAbsent(p, q -> {
                int[] r = rule.shape(q, topology);
                return r == null ? new int[0] : r;
            });
            return s.length == 0 ? null : s.clone();
        }
    }
}
