package org.partita.core.alloc;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Occupying and releasing a rectangular window of a 2D mesh row by row: the busy flags and the free set change by
 * ranges, and of a row's free-run lengths only those of the window and of the free nodes just left of it change (a
 * run ends at the first busy node to its right). The same state as node-by-node updates and full row re-computes,
 * at a cost of the window's nodes plus one free run per row instead of several passes over each node and the row.
 */
final class WindowRows {

    private WindowRows() {
    }

    /** {x, y, a, b} when {@code nodes} (ascending) are exactly the a×b window with base (x, y) on a mesh of width w. */
    static int[] window(int[] nodes, int w) {
        if (nodes.length == 0) {
            return null;
        }
        int first = nodes[0], last = nodes[nodes.length - 1];
        int x = first % w, y = first / w;
        int a = last % w - x + 1, b = last / w - y + 1;
        if (a <= 0 || b <= 0 || (long) a * b != nodes.length) {
            return null;
        }
        int k = 0;
        for (int j = 0; j < b; j++) {
            int rowStart = first + w * j;
            for (int l = 0; l < a; l++) {
                if (nodes[k++] != rowStart + l) {
                    return null;
                }
            }
        }
        return new int[] {x, y, a, b};
    }

    /**
     * Marks nodes x..x+a−1 of the row starting at id {@code row} busy; they must be free. Returns the length the free
     * run holding them had (the only run of the row that shrank).
     */
    static int occupy(boolean[] busy, BitSet free, int[] run, int row, int x, int a) {
        if (run[row + x] < a) {
            throw new IllegalStateException("a node of " + (row + x) + ".." + (row + x + a - 1) + " is already busy");
        }
        int split = run[row + x];
        Arrays.fill(busy, row + x, row + x + a, true);
        free.clear(row + x, row + x + a);
        Arrays.fill(run, row + x, row + x + a, 0);
        int i = x - 1;
        for (; i >= 0 && !busy[row + i]; i--) {
            run[row + i] = x - i;
        }
        return split + (x - 1 - i);
    }

    /**
     * Marks nodes x..x+a−1 of the row starting at id {@code row} free (the caller checked they are busy); returns the
     * length of the free run they are now part of (the only run of the row that grew).
     */
    static int release(boolean[] busy, BitSet free, int[] run, int row, int x, int a, int w) {
        Arrays.fill(busy, row + x, row + x + a, false);
        free.set(row + x, row + x + a);
        int end = x + a + (x + a < w ? run[row + x + a] : 0); // where the merged run ends
        for (int i = x; i < x + a; i++) { // independent stores, unlike a count carried from right to left
            run[row + i] = end - i;
        }
        int i = x - 1;
        for (; i >= 0 && !busy[row + i]; i--) {
            run[row + i] = end - i;
        }
        return end - i - 1;
    }

    /** Longest free run of the row starting at id {@code row}. */
    static int maxRun(int[] run, int row, int w) {
        int max = 0;
        for (int i = row; i < row + w; i++) {
            max = Math.max(max, run[i]);
        }
        return max;
    }
}
