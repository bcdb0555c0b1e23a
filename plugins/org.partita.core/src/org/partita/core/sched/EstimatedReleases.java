package org.partita.core.sched;

/**
 * Processors the running jobs will release, keyed by estimated end, with prefix sums: how many are released up to
 * a time, and the first time by which a given number are released — hence EASY's shadow time and extra processors
 * ({@link #shadow}, used by {@link EasyBackfillPolicy}) without walking the running jobs.
 *
 * <p><b>Structure.</b> The distinct ends are the keys of a treap (balanced by heap priorities from a fixed-seed
 * generator; the shape never affects a result) whose nodes store the processors released at their end and the sum
 * over their subtree. Keys are ordered and compared as {@link Double#compare} does (as a {@code TreeMap<Double, …>}
 * would). With {@code n} distinct ends, every operation is one root-to-leaf descent (plus, for {@link #add}, the
 * treap's rotations): {@code O(log n)} expected.
 */
public final class EstimatedReleases {

    /**
     * A blocked job's reservation: the shadow time at which enough processors are free for it, and the processors
     * free then beyond its own.
     */
    public record Shadow(double time, int extra) {
    }

    private static final class Node {
        final double end;
        final int priority;
        /** Processors released at {@link #end}. */
        int released;
        /** Sum of {@link #released} over the subtree. */
        int sum;
        Node left;
        Node right;

        Node(double end, int released, int priority) {
            this.end = end;
            this.released = released;
            this.sum = released;
            this.priority = priority;
        }
    }

    private Node root;
    private int size;
    private long priorityState = 0x2545F4914F6CDD1DL;

    /**
     * The shadow time of a job needing {@code need} processors when {@code free} are free at {@code now}: the first
     * time at which the free processors plus those released by then reach {@code need}, where an end before
     * {@code now} (a job past its estimate) counts as {@code now}; {@code extra} counts everything released by then,
     * all the jobs sharing the shadow time included. {@code null} when the running jobs never release enough.
     */
    public Shadow shadow(double now, int free, int need) {
        if (free >= need) {
            // enough processors by count (a topology may still find no place of the right shape)
            return new Shadow(now, free - need);
        }
        int releasedByNow = releasedBy(now);
        if (free + releasedByNow >= need) {
            return new Shadow(now, free + releasedByNow - need);
        }
        double time = firstEndReleasing(need - free);
        if (time == Double.POSITIVE_INFINITY) {
            return null;
        }
        return new Shadow(time, free + releasedBy(time) - need);
    }

    /** Number of distinct ends. */
    public int size() {
        return size;
    }

    /** Processors released at or before {@code t}. */
    public int releasedBy(double t) {
        int total = 0;
        for (Node x = root; x != null;) {
            if (Double.compare(x.end, t) <= 0) {
                total += x.released + sum(x.left);
                x = x.right;
            } else {
                x = x.left;
            }
        }
        return total;
    }

    /**
     * The earliest end by which at least {@code processors} (> 0) are released in total, or {@code +∞} when all
     * the ends together release fewer.
     */
    public double firstEndReleasing(int processors) {
        if (root == null || root.sum < processors) {
            return Double.POSITIVE_INFINITY;
        }
        int needed = processors;
        Node x = root;
        while (true) {
            int before = sum(x.left);
            if (before >= needed) {
                x = x.left;
            } else if (before + x.released >= needed) {
                return x.end;
            } else {
                needed -= before + x.released;
                x = x.right;
            }
        }
    }

    /** {@code processors} (> 0) more are released at {@code end}. */
    public void add(double end, int processors) {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be > 0: " + processors);
        }
        root = insert(root, end, processors);
    }

    /** {@code processors} fewer are released at {@code end}; the end is dropped when none are left. */
    public void remove(double end, int processors) {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be > 0: " + processors);
        }
        root = delete(root, end, processors);
    }

    /**
     * Copies the ends after {@code t} in increasing order into {@code ends}, with the processors released at each
     * into {@code released} (both at least {@link #size()} long); returns how many.
     */
    public int copyAfter(double t, double[] ends, int[] released) {
        return copyAfter(root, t, ends, released, 0);
    }

    private static int copyAfter(Node x, double t, double[] ends, int[] released, int i) {
        if (x == null) {
            return i;
        }
        if (Double.compare(x.end, t) > 0) {
            i = copyAfter(x.left, t, ends, released, i);
            if (x.end > t) {
                ends[i] = x.end;
                released[i] = x.released;
                i++;
            }
        }
        return copyAfter(x.right, t, ends, released, i);
    }

    private static int sum(Node x) {
        return x == null ? 0 : x.sum;
    }

    private static void pull(Node x) {
        x.sum = x.released + sum(x.left) + sum(x.right);
    }

    private Node insert(Node x, double end, int processors) {
        if (x == null) {
            size++;
            return new Node(end, processors, nextPriority());
        }
        int c = Double.compare(end, x.end);
        if (c == 0) {
            x.released += processors;
            x.sum += processors;
            return x;
        }
        if (c < 0) {
            x.left = insert(x.left, end, processors);
            if (x.left.priority > x.priority) {
                x = rotateRight(x);
            }
        } else {
            x.right = insert(x.right, end, processors);
            if (x.right.priority > x.priority) {
                x = rotateLeft(x);
            }
        }
        pull(x);
        return x;
    }

    private Node delete(Node x, double end, int processors) {
        if (x == null) {
            throw new IllegalStateException("no processors are released at " + end);
        }
        int c = Double.compare(end, x.end);
        if (c < 0) {
            x.left = delete(x.left, end, processors);
        } else if (c > 0) {
            x.right = delete(x.right, end, processors);
        } else {
            if (processors > x.released) {
                throw new IllegalStateException("only " + x.released + " processors are released at " + end
                        + ", not " + processors);
            }
            x.released -= processors;
            if (x.released == 0) {
                size--;
                return join(x.left, x.right);
            }
        }
        pull(x);
        return x;
    }

    /** Joins two treaps, every key of {@code a} below every key of {@code b}. */
    private static Node join(Node a, Node b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        if (a.priority > b.priority) {
            a.right = join(a.right, b);
            pull(a);
            return a;
        }
        b.left = join(a, b.left);
        pull(b);
        return b;
    }

    private static Node rotateRight(Node x) {
        Node l = x.left;
        x.left = l.right;
        l.right = x;
        pull(x);
        return l;
    }

    private static Node rotateLeft(Node x) {
        Node r = x.right;
        x.right = r.left;
        r.left = x;
        pull(x);
        return r;
    }

    private int nextPriority() {
        long z = (priorityState += 0x9E3779B97F4A7C15L); // splitmix64
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (int) (z ^ (z >>> 31));
    }
}
