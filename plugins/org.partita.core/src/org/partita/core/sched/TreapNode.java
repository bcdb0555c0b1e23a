package org.partita.core.sched;

import java.util.List;

/**
 * A node of a {@link TreapProfile}'s treap (one breakpoint: its step's free count, the subtree's minimum, maximum and
 * size, a pending addition for the subtree), and the treap operations that need nothing but nodes: lazy propagation,
 * merge, first and last, and the two searches by subtree minimum and maximum.
 */
final class TreapNode {
    final double key;
    final int priority;
    /** Free processors from {@link #key} to the next breakpoint (exact once the ancestors are pushed). */
    int free;
    /** Minimum and maximum of {@code free} over the subtree (exact once the ancestors are pushed). */
    int min;
    int max;
    /** Pending addition for both children's subtrees. */
    int lazy;
    int count;
    TreapNode left;
    TreapNode right;

    TreapNode(double key, int free, int priority) {
        this.key = key;
        this.free = free;
        this.min = free;
        this.max = free;
        this.priority = priority;
        this.count = 1;
    }

    static void pullAll(TreapNode x) {
        if (x != null) {
            pullAll(x.left);
            pullAll(x.right);
            pull(x);
        }
    }

    static void apply(TreapNode x, int delta) {
        if (x != null) {
            x.free += delta;
            x.min += delta;
            x.max += delta;
            x.lazy += delta;
        }
    }

    static void push(TreapNode x) {
        if (x.lazy != 0) {
            apply(x.left, x.lazy);
            apply(x.right, x.lazy);
            x.lazy = 0;
        }
    }

    static void pull(TreapNode x) {
        int min = x.free;
        int max = x.free;
        int count = 1;
        if (x.left != null) {
            min = Math.min(min, x.left.min);
            max = Math.max(max, x.left.max);
            count += x.left.count;
        }
        if (x.right != null) {
            min = Math.min(min, x.right.min);
            max = Math.max(max, x.right.max);
            count += x.right.count;
        }
        x.min = min;
        x.max = max;
        x.count = count;
    }

    /** Joins two treaps, every key of {@code a} below every key of {@code b}. */
    static TreapNode merge(TreapNode a, TreapNode b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        if (a.priority > b.priority) {
            push(a);
            a.right = merge(a.right, b);
            pull(a);
            return a;
        }
        push(b);
        b.left = merge(a, b.left);
        pull(b);
        return b;
    }

    static TreapNode first(TreapNode x) {
        push(x);
        while (x.left != null) {
            x = x.left;
            push(x);
        }
        return x;
    }

    static TreapNode last(TreapNode x) {
        push(x);
        while (x.right != null) {
            x = x.right;
            push(x);
        }
        return x;
    }

    /** {@code x} without its first node (by key). */
    static TreapNode removeFirst(TreapNode x) {
        push(x);
        if (x.left == null) {
            return x.right;
        }
        x.left = removeFirst(x.left);
        pull(x);
        return x;
    }

    /** The node with the greatest key in {@code [lo, hi)} whose free count is below {@code p}, or {@code null}. */
    static TreapNode lastBelow(TreapNode x, double lo, double hi, int p) {
        if (x == null || x.min >= p) {
            return null;
        }
        push(x);
        if (x.key >= hi) {
            return lastBelow(x.left, lo, hi, p);
        }
        if (x.key < lo) {
            return lastBelow(x.right, lo, hi, p);
        }
        TreapNode r = lastBelow(x.right, lo, hi, p);
        if (r != null) {
            return r;
        }
        if (x.free < p) {
            return x;
        }
        return lastBelow(x.left, lo, hi, p);
    }

    /** The node with the smallest key {@code > after} whose free count is at least {@code p}, or {@code null}. */
    static TreapNode firstAtLeastAfter(TreapNode x, double after, int p) {
        if (x == null || x.max < p) {
            return null;
        }
        push(x);
        if (x.key <= after) {
            return firstAtLeastAfter(x.right, after, p);
        }
        TreapNode l = firstAtLeastAfter(x.left, after, p);
        if (l != null) {
            return l;
        }
        if (x.free >= p) {
            return x;
        }
        return firstAtLeastAfter(x.right, after, p);
    }

    static void inOrder(TreapNode x, List<TreapNode> out) {
        if (x == null) {
            return;
        }
        push(x);
        inOrder(x.left, out);
        out.add(x);
        inOrder(x.right, out);
    }
}
