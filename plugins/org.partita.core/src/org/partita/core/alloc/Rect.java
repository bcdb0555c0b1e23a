package org.partita.core.alloc;

import java.util.Arrays;

/**
 * A 2D submesh {@code <<x1,y1>,<x2,y2>>} with inclusive corners (Kim–Yoon's address form): lower-left (base) and
 * upper-right node.
 */
public record Rect(int x1, int y1, int x2, int y2) {

    public Rect {
        if (x2 < x1 || y2 < y1) {
            throw new IllegalArgumentException("empty rectangle " + x1 + "," + y1 + "," + x2 + "," + y2);
        }
    }

    /** The rectangle with base (x, y) and sides w×h. */
    public static Rect of(int x, int y, int w, int h) {
        return new Rect(x, y, x + w - 1, y + h - 1);
    }

    public int width() {
        return x2 - x1 + 1;
    }

    public int height() {
        return y2 - y1 + 1;
    }

    public int size() {
        return width() * height();
    }

    public boolean overlaps(Rect o) {
        return x1 <= o.x2 && o.x1 <= x2 && y1 <= o.y2 && o.y1 <= y2;
    }

    public boolean contains(Rect o) {
        return x1 <= o.x1 && y1 <= o.y1 && x2 >= o.x2 && y2 >= o.y2;
    }

    /** Whether a w×h submesh fits inside. */
    public boolean fits(int w, int h) {
        return w <= width() && h <= height();
    }

    /** Node ids on a mesh of width {@code meshWidth}, ascending. */
    public int[] nodes(int meshWidth) {
        int[] out = new int[size()];
        int i = 0;
        for (int y = y1; y <= y2; y++) {
            for (int x = x1; x <= x2; x++) {
                out[i++] = x + meshWidth * y;
            }
        }
        return out;
    }

    /** The bounding rectangle of {@code nodes} if they form exactly that rectangle, else {@code null}. */
    public static Rect ofNodes(int[] nodes, int meshWidth) {
        if (nodes.length == 0) {
            return null;
        }
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = -1, maxY = -1;
        for (int n : nodes) {
            int x = n % meshWidth, y = n / meshWidth;
            minX = Math.min(minX, x);
            maxX = Math.max(maxX, x);
            minY = Math.min(minY, y);
            maxY = Math.max(maxY, y);
        }
        Rect r = new Rect(minX, minY, maxX, maxY);
        if (r.size() != nodes.length) {
            return null;
        }
        int[] sorted = nodes.clone();
        Arrays.sort(sorted);
        return Arrays.equals(sorted, r.nodes(meshWidth)) ? r : null;
    }

    @Override
    public String toString() {
        return "<" + x1 + "," + y1 + ">-<" + x2 + "," + y2 + ">";
    }
}
