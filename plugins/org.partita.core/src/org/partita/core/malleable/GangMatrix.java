package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The Ousterhout matrix of gang scheduling (Corbalán §7.2): time slots, each a list of applications whose
 * allocations sum to at most P; the current slot; and the running set (the current slot's applications plus those
 * replicated into its holes). {@link Gang} decides when it changes.
 */
final class GangMatrix {

    /** One application's place in a slot, with its allocation there. */
    static final class Entry {
        final RunningApp app;
        int alloc;

        Entry(RunningApp app, int alloc) {
            this.app = app;
            this.alloc = alloc;
        }
    }

    final List<List<Entry>> slots = new ArrayList<>();
    final Set<Entry> runSet = Collections.newSetFromMap(new IdentityHashMap<>());
    int current;

    boolean isEmpty() {
        return slots.isEmpty();
    }

    int size() {
        return slots.size();
    }

    List<Entry> currentSlot() {
        return slots.get(current);
    }

    static int used(List<Entry> s) {
        int u = 0;
        for (Entry e : s) {
            u += e.alloc;
        }
        return u;
    }

    /**
     * Removes the applications not in {@code live} and the emptied slots (the current slot keeps its place), adds
     * the applications still placed to {@code placed}, and returns whether any was removed.
     */
    boolean removeFinished(Set<RunningApp> live, Set<RunningApp> placed) {
        boolean finished = false;
        for (int i = 0; i < slots.size(); i++) {
            List<Entry> s = slots.get(i);
            for (int k = s.size() - 1; k >= 0; k--) {
                if (!live.contains(s.get(k).app)) {
                    runSet.remove(s.remove(k));
                    finished = true;
                } else {
                    placed.add(s.get(k).app);
                }
            }
            if (s.isEmpty()) {
                slots.remove(i);
                if (i < current) {
                    current--;
                }
                i--;
            }
        }
        if (current >= slots.size()) {
            current = 0;
        }
        return finished;
    }

    /** Places {@code a} at its request into the first slot with enough idle processors, else a new slot. */
    int firstFit(RunningApp a, int processors) {
        for (int i = 0; i < slots.size(); i++) {
            if (processors - used(slots.get(i)) >= a.request()) {
                slots.get(i).add(new Entry(a, a.request()));
                return i;
            }
        }
        List<Entry> s = new ArrayList<>();
        s.add(new Entry(a, a.request()));
        slots.add(s);
        return slots.size() - 1;
    }

    /** Whether some slot has {@code request} idle processors. */
    boolean fits(int request, int processors) {
        for (List<Entry> s : slots) {
            if (processors - used(s) >= request) {
                return true;
            }
        }
        return false;
    }

    /** The current slot's jobs, then jobs of the other slots that fit in its holes (replication). */
    void dispatch(int processors) {
        runSet.clear();
        if (slots.isEmpty()) {
            return;
        }
        int free = processors;
        for (Entry e : slots.get(current)) {
            runSet.add(e);
            free -= e.alloc;
        }
        for (int k = 1; k < slots.size() && free > 0; k++) {
            for (Entry e : slots.get((current + k) % slots.size())) {
                if (e.alloc <= free) {
                    runSet.add(e);
                    free -= e.alloc;
                }
            }
        }
    }

    /** Moves jobs from less loaded slots into the most loaded slot where they fit; drops emptied slots. */
    void migrate(int processors) {
        List<Entry> cur = slots.get(current);
        List<List<Entry>> order = new ArrayList<>(slots);
        order.sort((x, y) -> Integer.compare(used(x), used(y)));
        for (List<Entry> from : order) {
            for (Entry e : new ArrayList<>(from)) {
                List<Entry> best = null;
                for (List<Entry> to : slots) {
                    if (to != from && used(to) >= used(from) && processors - used(to) >= e.alloc
                            && (best == null || used(to) > used(best))) {
                        best = to;
                    }
                }
                if (best != null) {
                    from.remove(e);
                    best.add(e);
                }
            }
        }
        slots.removeIf(List::isEmpty);
        int i = indexOf(cur);
        current = i >= 0 ? i : Math.min(current, slots.size() - 1);
    }

    private int indexOf(List<Entry> slot) {
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i) == slot) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Replaces the slots by {@code built} (a regenerated matrix); the current slot becomes the one holding the
     * application that led the old current slot (the first slot when it is gone), and it is dispatched.
     */
    void replace(List<List<Entry>> built, int processors) {
        RunningApp currentFirst = slots.isEmpty() || current >= slots.size() ? null : slots.get(current).get(0).app;
        slots.clear();
        slots.addAll(built);
        current = 0;
        for (int i = 0; i < slots.size(); i++) {
            for (Entry e : slots.get(i)) {
                if (e.app == currentFirst) {
                    current = i;
                }
            }
        }
        dispatch(processors);
    }
}
