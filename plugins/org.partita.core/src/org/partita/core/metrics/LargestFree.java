package org.partita.core.metrics;

/**
 * The largest free contiguous region of a machine, from its busy map (node ids as {@code Topology} numbers them:
 * x fastest): a rectangle on a 2D mesh, a box on a 3D mesh, a buddy-aligned subcube on a hypercube.
 */
public final class LargestFree {

    private LargestFree() {
    }

    /** The area of the largest all-free rectangle of a w × h mesh: row histograms and a stack, O(w·h). */
    public static int rectangle(boolean[] busy, int w, int h) {
        int[] height = new int[w];
        int[] stack = new int[w + 1];
        int best = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                height[x] = busy[y * w + x] ? 0 : height[x] + 1;
            }
            best = Math.max(best, largestInHistogram(height, stack));
        }
        return best;
    }

    private static int largestInHistogram(int[] height, int[] stack) {
        int top = 0;
        int best = 0;
        for (int i = 0; i <= height.length; i++) {
            int hi = i == height.length ? 0 : height[i];
            while (top > 0 && height[stack[top - 1]] >= hi) {
                int hgt = height[stack[--top]];
                int left = top == 0 ? -1 : stack[top - 1];
                best = Math.max(best, hgt * (i - left - 1));
            }
            stack[top++] = i;
        }
        return best;
    }

    /** The volume of the largest all-free box of an x × y × z mesh: every z range, its free columns, O(z²·x·y). */
    public static int box(boolean[] busy, int w, int h, int d) {
        int plane = w * h;
        boolean[] blocked = new boolean[plane];
        int best = 0;
        for (int z1 = 0; z1 < d; z1++) {
            java.util.Arrays.fill(blocked, false);
            for (int z2 = z1; z2 < d; z2++) {
                for (int i = 0; i < plane; i++) {
                    blocked[i] |= busy[z2 * plane + i];
                }
                int area = rectangle(blocked, w, h);
                if (area == 0) {
                    break;
                }
                best = Math.max(best, area * (z2 - z1 + 1));
            }
        }
        return best;
    }

    /** The size of the largest free subcube of an n-cube whose nodes differ only in their lowest bits, O(2^n). */
    public static int alignedSubcube(boolean[] busy, int n) {
        boolean[] level = new boolean[busy.length];
        boolean any = false;
        for (int i = 0; i < busy.length; i++) {
            level[i] = !busy[i];
            any |= level[i];
        }
        if (!any) {
            return 0;
        }
        int size = 1;
        for (int k = 1; k <= n; k++) {
            int blocks = busy.length >> k;
            boolean found = false;
            for (int b = 0; b < blocks; b++) {
                level[b] = level[2 * b] && level[2 * b + 1];
                found |= level[b];
            }
            if (!found) {
                break;
            }
            size <<= 1;
        }
        return size;
    }
}
