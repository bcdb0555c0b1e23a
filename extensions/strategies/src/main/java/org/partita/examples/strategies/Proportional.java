package org.partita.examples.strategies;

import java.util.List;

import org.partita.core.malleable.RunningApp;
import org.partita.core.malleable.SharePolicy;

/**
 * Proportional share of malleable applications: when the n running requests add up to R ≤ P processors each gets
 * its request; otherwise each gets one processor and, of the other P − n, a share in proportion to the rest of its
 * request, {@code floor((P − n) · (request − 1) / (R − n))}; the processors left by the rounding go one each to the
 * applications in start order that are still below their request. Re-applied at
 * every start and finish, with a fixed multiprogramming level. With two applications requesting 30 and 10 on 20
 * processors they get 15 and 5 (Equipartition: 10 and 10).
 */
public final class Proportional implements SharePolicy {

    public static final String NAME = "proportional";

    @Override
    public boolean quantum() {
        return false;
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        long requested = 0;
        for (RunningApp a : apps) {
            requested += a.request();
        }
        int[] alloc = new int[apps.size()];
        int left = processors;
        for (int i = 0; i < alloc.length; i++) {
            int r = apps.get(i).request();
            alloc[i] = requested <= processors ? r
                    : 1 + (int) ((processors - alloc.length) * (long) (r - 1) / (requested - alloc.length));
            left -= alloc[i];
        }
        for (int i = 0; i < alloc.length && left > 0; i++) {
            if (alloc[i] < apps.get(i).request()) {
                alloc[i]++;
                left--;
            }
        }
        for (int i = 0; i < alloc.length; i++) {
            apps.get(i).setTarget(alloc[i]);
        }
    }
}
