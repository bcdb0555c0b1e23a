package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Topology;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Every strategy over long random allocate/release sequences: placements stay in range, never overlap, contiguous
 * strategies give submeshes (subcubes), the free count matches, relocations land on free nodes, and after all jobs
 * are released the machine is entirely free. Also: the same seed gives the same placements.
 */
class InvariantsTest {

    private static final java.util.Set<String> REDUCING = java.util.Set.of("rsr", "modified-rsr", "limit-k",
            "user-directive");

    static Stream<Arguments> configs() {
        Topology m2 = Topology.mesh(12, 9);
        Topology sq = Topology.mesh(16, 16);
        Topology m3 = Topology.mesh(5, 4, 3);
        Topology t2 = Topology.torus(7, 5);
        Topology t3 = Topology.torus(4, 3, 3);
        Topology hc = Topology.hypercube(6);
        return Stream.of(
                Arguments.of("first-fit", m2, Map.of(), true),
                Arguments.of("best-fit", m2, Map.of(), true),
                Arguments.of("frame-sliding", m2, Map.of(), true),
                Arguments.of("buddy-2d", m2, Map.of(), true),
                Arguments.of("buddy-2d", sq, Map.of(), true),
                Arguments.of("adaptive-scan", m2, Map.of(), true),
                Arguments.of("busy-list", m2, Map.of(), true),
                Arguments.of("free-list", m2, Map.of(), true),
                Arguments.of("free-submesh-list", m2, Map.of(), true),
                Arguments.of("fixed-orientation", m2, Map.of(), true),
                Arguments.of("naive", m2, Map.of(), false),
                Arguments.of("random", m2, Map.of("comm-slowdown", "3"), false),
                Arguments.of("paging", m2, Map.of("page-side", "2"), false),
                Arguments.of("paging", sq, Map.of("page-side", "4"), false),
                Arguments.of("mbs", m2, Map.of(), false),
                Arguments.of("anca", m2, Map.of("a", "3"), false),
                Arguments.of("rsr", m2, Map.of("t", "3"), true),
                Arguments.of("rsr", sq, Map.of("base", "buddy-2d"), true),
                Arguments.of("rsr", m2, Map.of("base", "free-submesh-list", "t", "4"), true),
                Arguments.of("modified-rsr", m2, Map.of("t", "3"), true),
                Arguments.of("migration", m2, Map.of("trigger", "both"), true),
                Arguments.of("migration", m2, Map.of("trigger", "arrival", "base", "free-submesh-list"), true),
                Arguments.of("migration", m2, Map.of("base", "busy-list", "pool", "12"), true),
                Arguments.of("user-directive", m2, Map.of(), false),
                Arguments.of("user-directive", m2, Map.of("rsr", "modified", "both", "rsr-then-anca"), false),
                Arguments.of("first-fit-3d", m3, Map.of(), true),
                Arguments.of("best-fit-3d", m3, Map.of(), true),
                Arguments.of("mbs-3d", m3, Map.of(), false),
                Arguments.of("first-fit", t2, Map.of(), true),
                Arguments.of("best-fit", t2, Map.of(), true),
                Arguments.of("first-fit", t3, Map.of(), true),
                Arguments.of("best-fit-3d", t3, Map.of(), true),
                Arguments.of("buddy-cube", hc, Map.of(), true),
                Arguments.of("limit-k", hc, Map.of("k", "3"), true),
                Arguments.of("rsr", hc, Map.of("t", "3"), true),
                Arguments.of("random", hc, Map.of(), false),
                Arguments.of("naive", Topology.pool(20), Map.of(), false));
    }

    @ParameterizedTest(name = "{0} on {1} {2}")
    @MethodSource("configs")
    void longRandomRunKeepsInvariants(String name, Topology t, Map<String, String> params, boolean contiguous) {
        String trace = run(name, t, params, contiguous, 11);
        assertEquals(trace, run(name, t, params, contiguous, 11), "same seed, same placements");
    }

    /** The registry's guarantees agree with what this test checks by hand for each configuration. */
    @ParameterizedTest(name = "{0} on {1} {2}")
    @MethodSource("configs")
    void registryGuaranteesMatchTheCheckedBehaviour(String name, Topology t, Map<String, String> params,
            boolean contiguous) {
        StrategyDescriptor info = StandardStrategies.allocators().descriptor(name, params);
        assertEquals(contiguous, info.has(StrategyDescriptor.Trait.CONTIGUOUS), name + " contiguity claim");
        assertEquals(REDUCING.contains(name), info.has(StrategyDescriptor.Trait.REDUCES_SIZE), name + " size-reduction claim");
        assertEquals(name.equals("migration"), info.has(StrategyDescriptor.Trait.MIGRATES), name + " migration claim");
    }

    private static String run(String name, Topology t, Map<String, String> params, boolean contiguous, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Allocator a = MeshAllocators.create(name, t, params, new SplittableRandom(seed + 1));
        MeshOracle o = new MeshOracle(t);
        List<Long> live = new ArrayList<>();
        StringBuilder trace = new StringBuilder();
        long calls = 0;
        int placed = 0;
        for (long id = 1; id <= 2500; id++) {
            if (!live.isEmpty() && rnd.nextInt(5) < 2) {
                long j = live.remove(rnd.nextInt(live.size()));
                a.release(o.live.get(j));
                o.remove(j);
                o.relocate(a.drainRelocations(), contiguous);
            } else {
                AllocationRequest r = request(id, t, rnd);
                if (!a.canEverFit(r)) {
                    continue;
                }
                calls++;
                Allocation x = a.allocate(r);
                o.relocate(a.drainRelocations(), contiguous);
                if (x != null) {
                    o.add(r, x, contiguous, REDUCING.contains(name));
                    live.add(id);
                    placed++;
                    trace.append(id).append(':').append(java.util.Arrays.toString(x.nodes())).append('\n');
                }
            }
            assertEquals(o.freeCount(), a.freeNodes(), name + ": free count after job " + id);
        }
        assertTrue(placed > 100, "too few placements: " + placed);
        for (long j : new ArrayList<>(o.live.keySet())) {
            a.release(o.live.get(j));
            o.remove(j);
            o.relocate(a.drainRelocations(), contiguous);
        }
        assertEquals(t.size(), a.freeNodes(), name + ": machine not entirely free at the end");
        AllocatorStats s = a.stats();
        assertEquals(calls, s.requests());
        assertTrue(s.contiguousPlacements() <= placed && s.misses() <= calls - placed);
        assertTrue(s.searchSteps() > 0);
        if (contiguous && t.kind() != Topology.Kind.HYPERCUBE && !name.equals("buddy-2d")) {
            int[] d = t.dims();
            AllocationRequest whole = d.length == 2 ? AllocationRequest.ofShape(99999, d[0], d[1])
                    : AllocationRequest.ofShape(99999, d[0], d[1], d[2]);
            assertNotNull(a.allocate(whole), name + ": the whole machine must be allocatable after all releases");
        }
        return trace.toString();
    }

    private static AllocationRequest request(long id, Topology t, SplittableRandom rnd) {
        if (t.kind() == Topology.Kind.HYPERCUBE) {
            int k = rnd.nextInt(t.dims()[0] + 1);
            int p = rnd.nextInt(4) == 0 ? Math.max(1, (1 << k) - rnd.nextInt(1 << k)) : 1 << k;
            return AllocationRequest.ofProcessors(id, p);
        }
        if (!t.isGrid()) {
            return AllocationRequest.ofProcessors(id, 1 + rnd.nextInt(t.size()));
        }
        int[] d = t.dims();
        int[] s = new int[d.length];
        int p = 1;
        for (int i = 0; i < d.length; i++) {
            s[i] = 1 + rnd.nextInt(Math.max(d[0], d[1]) * 2 / 3);
            if (i == 2) {
                s[i] = 1 + rnd.nextInt(d[2]);
            }
            p *= s[i];
        }
        if (rnd.nextInt(10) == 0) {
            return AllocationRequest.ofProcessors(id, 1 + rnd.nextInt(t.size() / 2));
        }
        return new AllocationRequest(id, p, s, rnd.nextBoolean(), rnd.nextBoolean());
    }
}
