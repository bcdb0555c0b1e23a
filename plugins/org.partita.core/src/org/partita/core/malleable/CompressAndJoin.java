package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.malleable.GangMatrix.Entry;

/**
 * Compress&amp;Join (Corbalán §7.4, Fig. 7.9–7.11): the matrix is rebuilt from the running applications, in start
 * order, each inserted into the first slot where {@code Compressed(job, slot)} succeeds, else into a new slot.
 *
 * <p>{@code Compressed} (Fig. 7.10 is lost; rebuilt from the prose): if the job's request fits the slot's idle
 * processors it is inserted with its request; otherwise the slot plus the job (at its request) must shed
 * {@code need = Σ alloc - P} processors, one at a time from the application with the smallest efficiency at its
 * current allocation (never below one processor); the result is accepted only if every application of the slot
 * keeps more than {@code threshold} (0.5) of the speedup it had before this compression,
 * {@code S(new)/S(before) > threshold} (per application, against its allocation in the slot before the attempt —
 * the digest's recommended reading). Speedups and efficiencies are those the performance monitor reports
 * ({@link RunningApp#knownSpeedup}).
 */
final class CompressAndJoin {

    private final double threshold;

    CompressAndJoin(double threshold) {
        this.threshold = threshold;
    }

    /** The regenerated matrix's slots for {@code apps} (in order). */
    List<List<Entry>> regenerate(List<RunningApp> apps, int processors) {
        List<List<Entry>> built = new ArrayList<>();
        for (RunningApp a : apps) {
            boolean placed = false;
            for (List<Entry> s : built) {
                if (compressed(s, a, processors)) {
                    placed = true;
                    break;
                }
            }
            if (!placed) {
                List<Entry> s = new ArrayList<>();
                s.add(new Entry(a, a.request()));
                built.add(s);
            }
        }
        return built;
    }

    /** {@code Compressed(job, slot)}: inserts {@code app} into {@code slot} if it fits or can be compressed. */
    private boolean compressed(List<Entry> slot, RunningApp app, int processors) {
        int used = GangMatrix.used(slot);
        if (processors - used >= app.request()) {
            slot.add(new Entry(app, app.request()));
            return true;
        }
        int n = slot.size();
        int[] alloc = new int[n + 1];
        for (int i = 0; i < n; i++) {
            alloc[i] = slot.get(i).alloc;
        }
        alloc[n] = app.request();
        int[] before = alloc.clone();
        int need = used + app.request() - processors;
        for (int k = 0; k < need; k++) {
            int worst = -1;
            double worstEff = Double.POSITIVE_INFINITY;
            for (int i = 0; i <= n; i++) {
                RunningApp a = i < n ? slot.get(i).app : app;
                if (alloc[i] > 1) {
                    double e = a.knownSpeedup(alloc[i]) / alloc[i];
                    if (e < worstEff) {
                        worstEff = e;
                        worst = i;
                    }
                }
            }
            if (worst < 0) {
                return false;
            }
            alloc[worst]--;
        }
        for (int i = 0; i <= n; i++) {
            RunningApp a = i < n ? slot.get(i).app : app;
            if (!(a.knownSpeedup(alloc[i]) / a.knownSpeedup(before[i]) > threshold)) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            slot.get(i).alloc = alloc[i];
        }
        slot.add(new Entry(app, alloc[n]));
        return true;
    }
}
