package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The free submesh list strategies as first written, on a plain {@code List<Rect>}: Fig. 6 carve, Fig. 8 rebuild
 * from the whole mesh on every release, FSL's and the free list's choices, and the same work count. The property
 * test checks the array-based structures behind {@link FreeSubmeshList} and {@link FreeList} against it step by
 * step.
 */
final class ListFreeSubmeshReference {

    private final int w;
    private final int h;
    private final boolean fsl;
    private List<Rect> list = new ArrayList<>();
    private final Map<Long, Rect> allocated = new TreeMap<>();
    long steps;

    /** {@code fsl}: FreeSubmeshList's choice, else FreeList's. */
    ListFreeSubmeshReference(int w, int h, boolean fsl) {
        this.w = w;
        this.h = h;
        this.fsl = fsl;
        list.add(new Rect(0, 0, w - 1, h - 1));
    }

    List<Rect> members() {
        return List.copyOf(list);
    }

    /** The submesh placed for (a, b), or null. */
    Rect allocate(long jobId, int a, int b) {
        Rect best = fsl ? chooseFsl(a, b) : chooseFirstFit(a, b);
        if (best != null) {
            carveUnsorted(best);
            list.sort(FreeSubmeshList.ORDER);
            allocated.put(jobId, best);
        }
        return best;
    }

    void release(long jobId) {
        Rect r = allocated.remove(jobId);
        if (list.isEmpty()) {
            list = new ArrayList<>(List.of(r));
        } else if (allocated.isEmpty()) {
            list = new ArrayList<>(List.of(new Rect(0, 0, w - 1, h - 1)));
        } else {
            list = new ArrayList<>(List.of(new Rect(0, 0, w - 1, h - 1)));
            for (Rect a : allocated.values()) {
                carveUnsorted(a);
            }
            list.sort(FreeSubmeshList.ORDER);
        }
        steps++;
    }

    private void carveUnsorted(Rect b) {
        List<Rect> old = list;
        list = new ArrayList<>();
        List<Rect> hit = new ArrayList<>();
        for (Rect f : old) {
            steps++;
            if (f.overlaps(b)) {
                hit.add(f);
            } else {
                list.add(f);
            }
        }
        for (Rect f : hit) {
            if (b.x1() > f.x1()) {
                insert(new Rect(f.x1(), f.y1(), b.x1() - 1, f.y2()));
            }
            if (b.x2() < f.x2()) {
                insert(new Rect(b.x2() + 1, f.y1(), f.x2(), f.y2()));
            }
            if (b.y1() > f.y1()) {
                insert(new Rect(f.x1(), f.y1(), f.x2(), b.y1() - 1));
            }
            if (b.y2() < f.y2()) {
                insert(new Rect(f.x1(), b.y2() + 1, f.x2(), f.y2()));
            }
        }
    }

    private void insert(Rect s) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).contains(s)) {
                steps += i + 1;
                return;
            }
        }
        steps += 2L * list.size();
        list.removeIf(s::contains);
        list.add(s);
    }

    private Rect chooseFirstFit(int a, int b) {
        Rect best = lowest(a, b);
        return best == null && a != b ? lowest(b, a) : best;
    }

    private Rect lowest(int a, int b) {
        Rect best = null;
        for (Rect s : list) {
            steps++;
            if (s.fits(a, b) && (best == null || s.y1() < best.y1() || (s.y1() == best.y1() && s.x1() < best.x1()))) {
                best = s;
            }
        }
        return best == null ? null : Rect.of(best.x1(), best.y1(), a, b);
    }

    List<Rect> candidates(int a, int b) {
        LinkedHashSet<Rect> out = new LinkedHashSet<>();
        for (Rect s : list) {
            steps++;
            if (s.size() < a * b) {
                break;
            }
            int wS = s.width(), hS = s.height();
            List<int[]> ts = new ArrayList<>();
            if (s.fits(a, b)) {
                ts.add(new int[] {a, b});
            }
            if (a != b && s.fits(b, a)) {
                ts.add(new int[] {b, a});
            }
            if (ts.isEmpty()) {
                continue;
            }
            int best = -1;
            for (int[] t : ts) {
                best = Math.max(best, Math.max((wS - t[0]) * hS, wS * (hS - t[1])));
            }
            ts.sort((p, q) -> p[0] != q[0] ? Integer.compare(p[0], q[0]) : Integer.compare(p[1], q[1]));
            for (int[] t : ts) {
                if (Math.max((wS - t[0]) * hS, wS * (hS - t[1])) != best) {
                    continue;
                }
                int cw = t[0], ch = t[1];
                out.add(Rect.of(s.x1(), s.y1(), cw, ch));
                out.add(Rect.of(s.x1(), s.y2() - ch + 1, cw, ch));
                out.add(Rect.of(s.x2() - cw + 1, s.y1(), cw, ch));
                out.add(Rect.of(s.x2() - cw + 1, s.y2() - ch + 1, cw, ch));
            }
        }
        return new ArrayList<>(out);
    }

    private Rect chooseFsl(int a, int b) {
        List<Rect> cand = candidates(a, b);
        if (cand.isEmpty()) {
            return null;
        }
        for (Rect s : list) {
            cand = keepMax(cand, s);
            if (cand.size() == 1) {
                return cand.get(0);
            }
        }
        return keepMax(cand, new Rect(0, 0, w - 1, h - 1)).get(0);
    }

    private List<Rect> keepMax(List<Rect> cand, Rect s) {
        int best = -1;
        for (Rect c : cand) {
            steps++;
            best = Math.max(best, FreeSubmeshList.rf(c, s));
        }
        List<Rect> out = new ArrayList<>();
        for (Rect c : cand) {
            if (FreeSubmeshList.rf(c, s) == best) {
                out.add(c);
            }
        }
        return out;
    }
}
