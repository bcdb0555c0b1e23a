package org.partita.core.alloc;

/**
 * Recognising a list of node ids as one rectangular window of a 2D mesh, so that the grid occupies and releases it
 * row by row instead of node by node.
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
}
