package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * A refused request retried while the allocator's state is unchanged is answered from {@link FailedRequest}
 * instead of a search. Every strategy that gives a state version is run on seeded sequences (a blocked head retried
 * after arrivals and releases, other requests in between) next to a copy of itself, and of every strategy inside it,
 * that searches every attempt, as they all did before: the same placements and the same counters after every step.
 */
class RetryDifferentialTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"busy-list;mesh:24x16;1", "buddy-2d;mesh:32x32;2", "buddy-2d;mesh:24x20;3",
            "first-fit;mesh:40x24;4", "best-fit;mesh:70x20;5", "adaptive-scan;mesh:32x32;6",
            "frame-sliding;mesh:20x20;7", "fixed-orientation;mesh:16x30;8", "anca;mesh:20x20;9",
            "modified-rsr;mesh:24x24;10", "user-directive;mesh:24x24;11",
            "rsr base=busy-list;mesh:24x16;12", "rsr base=buddy-2d;mesh:32x32;13", "rsr base=first-fit;mesh:24x24;14",
            "migration base=busy-list;mesh:16x16;15", "migration base=first-fit;mesh:16x16;16",
            "first-fit-3d;mesh:8x8x6;17", "first-fit;torus:12x10;18", "best-fit-3d;torus:6x6x6;19",
            "limit-k;hypercube:7;20", "limit-k k=2;hypercube:6;21", "free-submesh-list;mesh:24x16;22",
            "free-submesh-list;mesh:16x16;23", "free-list;mesh:20x20;24", "rsr base=free-submesh-list;mesh:16x16;25",
            "migration base=free-list;mesh:16x16;26"})
    void sameChoicesAndCountersAsSearchingEveryAttempt(String strategy, String machine, long seed) {
        Allocator fast = create(strategy, machine, seed);
        Allocator ref = create(strategy, machine, seed);
        searchEveryAttempt(ref, Collections.newSetFromMap(new IdentityHashMap<>()));
        Topology t = topology(machine);
        boolean cube = t.kind() == Topology.Kind.HYPERCUBE;
        int[] dims = t.dims();
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Allocation[]> live = new ArrayList<>();
        AllocationRequest head = null;
        long job = 0;
        for (int step = 0; step < 1500; step++) {
            int op = rnd.nextInt(10);
            if (op < 3 && !live.isEmpty()) {
                Allocation[] pair = live.remove(rnd.nextInt(live.size()));
                fast.release(pair[0]);
                ref.release(pair[1]);
            } else {
                boolean other = head != null && op == 9;
                AllocationRequest r = other || head == null ? request(++job, cube, dims, rnd) : head;
                Allocation got = fast.allocate(r);
                Allocation want = ref.allocate(r);
                if (want == null) {
                    assertNull(got, "job " + r.jobId());
                    head = other ? head : r;
                } else {
                    assertArrayEquals(want.nodes(), got.nodes(), "job " + r.jobId());
                    assertEquals(want.runtimeFactor(), got.runtimeFactor(), "job " + r.jobId());
                    assertEquals(want.contiguous(), got.contiguous(), "job " + r.jobId());
                    live.add(new Allocation[] {got, want});
                    head = other ? head : null;
                }
            }
            AllocatorStats a = fast.stats(), b = ref.stats();
            assertEquals(List.of(b.requests(), b.misses(), b.contiguousPlacements(), b.migrations(), b.searchSteps()),
                    List.of(a.requests(), a.misses(), a.contiguousPlacements(), a.migrations(), a.searchSteps()),
                    "counters after step " + step);
        }
    }

    private static AllocationRequest request(long job, boolean cube, int[] dims, SplittableRandom rnd) {
        if (cube) {
            return AllocationRequest.ofProcessors(job, 1 + rnd.nextInt(1 << (dims[0] - 1)));
        }
        int[] s = new int[dims.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = 1 + rnd.nextInt(dims[i] / 2 + 1);
        }
        return AllocationRequest.ofShape(job, s);
    }

    /**
     * Naive, paging, MBS and the hypercube buddy give no state version and need none: they refuse only when their free
     * node count (the hypercube buddy: the largest free cube, kept at its tree's root) is too small, a comparison
     * that counts no step, so a blocked head costs them nothing however often it is retried.
     */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"naive;mesh:8x8", "paging;mesh:8x8", "mbs;mesh:8x8", "buddy-cube;hypercube:6"})
    void theStrategiesWithoutAStateVersionRefuseWithoutASearch(String strategy, String machine) {
        Allocator a = create(strategy, machine, 1);
        int size = topology(machine).size();
        Allocation first = a.allocate(AllocationRequest.ofProcessors(1, size / 2));
        assertEquals(size / 2, first.size(), strategy);
        long s0 = a.stats().searchSteps();
        for (int i = 0; i < 5; i++) {
            assertNull(a.allocate(AllocationRequest.ofProcessors(2, size / 2 + 1)), strategy);
        }
        assertEquals(s0, a.stats().searchSteps(), strategy + " counted steps for a refusal");
        a.release(first);
        Allocation second = a.allocate(AllocationRequest.ofProcessors(2, size / 2 + 1));
        assertTrue(second != null && second.size() > size / 2, strategy + ": the release made room");
    }

    /** "name k=v ..." on the machine, its random draws seeded. */
    private static Allocator create(String spec, String machine, long seed) {
        String[] words = spec.split(" ");
        Map<String, String> params = new java.util.HashMap<>();
        for (int i = 1; i < words.length; i++) {
            params.put(words[i].split("=")[0], words[i].split("=")[1]);
        }
        return MeshAllocators.create(words[0], topology(machine), params, new SplittableRandom(seed));
    }

    private static Topology topology(String machine) {
        String[] kv = machine.split(":");
        int[] dims = java.util.Arrays.stream(kv[1].split("x")).mapToInt(Integer::parseInt).toArray();
        return switch (kv[0]) {
            case "mesh" -> Topology.mesh(dims);
            case "torus" -> Topology.torus(dims);
            default -> Topology.hypercube(dims[0]);
        };
    }

    /** Turns the answer from a remembered refusal off in {@code a} and every strategy it holds. */
    static void searchEveryAttempt(Object a, Set<Object> seen) {
        if (!(a instanceof AbstractAllocator aa) || !seen.add(a)) {
            return;
        }
        aa.searchEveryAttempt();
        for (Class<?> c = a.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    searchEveryAttempt(f.get(a), seen);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
    }

    /** A strategy that refuses everything, counting its searches. */
    private static final class Refusing extends AbstractAllocator {
        long version;
        int searches;

        Refusing() {
            super("refusing");
        }

        @Override
        protected Allocation place(AllocationRequest request) {
            searches++;
            steps += 7;
            return null;
        }

        @Override
        protected void free(Allocation allocation) {
        }

        @Override
        protected long stateVersion() {
            return version;
        }

        @Override
        public int freeNodes() {
            return 0;
        }

        @Override
        public boolean canEverFit(AllocationRequest r) {
            return true;
        }
    }

    @Test
    void aRefusalIsRepeatedWithoutSearchOnlyForTheSameRequestInTheSameState() {
        Refusing r = new Refusing();
        AllocationRequest head = AllocationRequest.ofShape(1, 3, 2);
        assertNull(r.allocate(head));
        assertNull(r.allocate(AllocationRequest.ofShape(1, 3, 2)));
        assertEquals(1, r.searches, "the same request in the same state is not searched again");
        assertEquals(14, r.stats().searchSteps(), "but counts the steps of its search again");
        assertNull(r.allocate(AllocationRequest.ofShape(1, 2, 3)));
        assertEquals(2, r.searches, "another shape is searched");
        r.version++;
        assertNull(r.allocate(AllocationRequest.ofShape(1, 2, 3)));
        assertEquals(3, r.searches, "a changed state is searched");
        r.searchEveryAttempt();
        assertNull(r.allocate(AllocationRequest.ofShape(1, 2, 3)));
        assertEquals(4, r.searches, "the reference searches every attempt");
        assertEquals(35, r.stats().searchSteps(), "five attempts of 7 steps");
    }
}
