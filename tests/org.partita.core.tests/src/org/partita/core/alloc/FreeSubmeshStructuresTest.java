package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongUnaryOperator;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * The array-based free submesh list ({@code FreeSubmeshSet}), the incremental release rebuild
 * ({@code AllocatedSubmeshes}) and the candidate list ({@code CandidateSubmeshes}) give exactly what the plain list
 * implementation gives ({@link ListFreeSubmeshReference}): same placement, same free list in the same order, same
 * search-step count, after every allocation and release of seeded random churns. So does the memo of lists and
 * results ({@code FreeListMemo}) when the same churn comes round again, with any budget. (Those classes are
 * package-private in another bundle, so they are tested through the public strategies, and reached by reflection
 * where a test needs a memo budget or its counters.)
 */
class FreeSubmeshStructuresTest {

    @ParameterizedTest
    @CsvSource({"free-submesh-list,10,10,1,false", "free-submesh-list,16,16,2,true", "free-submesh-list,32,16,3,false",
            "free-submesh-list,64,64,4,true", "free-submesh-list,7,23,5,true", "free-list,10,10,6,false",
            "free-list,16,16,7,true", "free-list,32,16,8,false", "free-list,64,64,9,true",
            // the largest mesh whose order keys fit a long, and one sorted by comparisons instead
            "free-submesh-list,512,512,10,true", "free-submesh-list,1024,1024,11,false"})
    void sameChoicesListsAndStepsAsThePlainList(String strategy, int w, int h, long seed, boolean scrambledIds) {
        Allocator fast = MeshAllocators.create(strategy, Topology.mesh(w, h), Map.of(), new SplittableRandom(seed));
        ListFreeSubmeshReference ref = new ListFreeSubmeshReference(w, h, strategy.equals("free-submesh-list"));
        // scrambled ids: a new job may sort before running ones, so the release rebuild's job order changes
        new Churn(fast, ref, w, h, seed).play(1500, n -> scrambledIds ? n * 7919 % 10007 : n, "");
    }

    /** The same allocator and plain list driven together through a seeded churn, compared after every step. */
    private static final class Churn {
        final Allocator fast;
        final ListFreeSubmeshReference ref;
        final int w;
        final int h;
        final SplittableRandom rnd;
        final List<Long> live = new ArrayList<>();
        final List<Allocation> allocations = new ArrayList<>();

        Churn(Allocator fast, ListFreeSubmeshReference ref, int w, int h, long seed) {
            this.fast = fast;
            this.ref = ref;
            this.w = w;
            this.h = h;
            this.rnd = new SplittableRandom(seed);
        }

        /**
         * Jobs 1..count, their ids from {@code id}: release random jobs while more than ~65% is busy (and sometimes
         * anyway), then offer one.
         */
        void play(int count, LongUnaryOperator id, String label) {
            int maxSide = Math.max(2, Math.max(w, h) / 3);
            for (long n = 1; n <= count; n++) {
                long job = id.applyAsLong(n);
                while (!live.isEmpty() && (fast.freeNodes() < 0.35 * w * h || rnd.nextInt(4) == 0)) {
                    release(rnd.nextInt(live.size()), label + "release before job " + job);
                }
                int a = 1 + rnd.nextInt(maxSide), b = 1 + rnd.nextInt(maxSide);
                Allocation got = fast.allocate(AllocationRequest.ofShape(job, a, b));
                Rect want = ref.allocate(job, a, b);
                if (want == null) {
                    assertNull(got, label + "job " + job);
                } else {
                    assertEquals(want, Rect.ofNodes(got.nodes(), w), label + "job " + job + " " + a + "x" + b);
                    live.add(job);
                    allocations.add(got);
                }
                check(fast, ref, label + "job " + job);
            }
        }

        /** Releases every running job, oldest first. */
        void empty(String label) {
            while (!live.isEmpty()) {
                release(0, label + "emptying");
            }
        }

        private void release(int i, String when) {
            fast.release(allocations.remove(i));
            ref.release(live.remove(i));
            check(fast, ref, when);
        }
    }

    private static void check(Allocator fast, ListFreeSubmeshReference ref, String when) {
        if (fast instanceof FreeSubmeshList fsl) {
            assertEquals(ref.members(), fsl.freeSubmeshes(), when);
        }
        assertEquals(ref.steps, fast.stats().searchSteps(), when);
    }

    /**
     * One seeded churn played four times over, the mesh emptied between rounds, so that from the second round on the
     * same lists meet the same submeshes and requests. Memo budgets: none, one so small that the memo fills, is
     * emptied and (mostly missing) turns itself off, and the default.
     */
    @ParameterizedTest
    @CsvSource({"free-submesh-list,16,16,21,0", "free-submesh-list,16,16,21,48", "free-submesh-list,16,16,21,-1",
            "free-submesh-list,40,24,22,-1", "free-submesh-list,40,24,22,400", "free-list,16,16,23,-1",
            "free-list,16,16,23,48"})
    void aRepeatedChurnGivesTheSameChoicesListsAndStepsWithAnyMemo(String strategy, int w, int h, long seed,
            int budget) throws ReflectiveOperationException {
        boolean fsl = strategy.equals("free-submesh-list");
        Allocator fast = budget < 0 ? MeshAllocators.create(strategy, Topology.mesh(w, h), Map.of(),
                new SplittableRandom(seed)) : withMemoBudget(fsl, Topology.mesh(w, h), budget);
        ListFreeSubmeshReference ref = new ListFreeSubmeshReference(w, h, fsl);
        for (int round = 0; round < 4; round++) {
            long first = round * 100_000L;
            Churn churn = new Churn(fast, ref, w, h, seed);
            churn.play(300, n -> first + n * 7919 % 10007, "round " + round + ", ");
            churn.empty("round " + round + ", ");
        }
        if (budget != 0) { // the memo was used: it answered lookups, or it filled and was emptied
            Object memo = memoOf(fast);
            assertTrue(counter(memo, "hits") > 0 || counter(memo, "clears") > 0, "memo unused");
            if (budget < 0) {
                assertTrue(counter(memo, "hits") > 0, "no lookup answered by the default memo");
            } else if (budget < 100) {
                assertTrue(counter(memo, "clears") > 0, "a tiny memo was never emptied");
            }
        }
    }

    private static Allocator withMemoBudget(boolean fsl, Topology t, int budget) throws ReflectiveOperationException {
        Class<?> c = fsl ? FreeSubmeshList.class : FreeList.class;
        Constructor<?> k = c.getDeclaredConstructor(Topology.class, int.class);
        k.setAccessible(true);
        return (Allocator) k.newInstance(t, budget);
    }

    private static Object memoOf(Allocator a) throws ReflectiveOperationException {
        Field free = a.getClass().getSuperclass().getDeclaredField("free");
        free.setAccessible(true);
        Object set = free.get(a);
        Field memo = set.getClass().getDeclaredField("memo");
        memo.setAccessible(true);
        return memo.get(set);
    }

    private static long counter(Object memo, String name) throws ReflectiveOperationException {
        Field f = memo.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return ((Number) f.get(memo)).longValue();
    }

    @Test
    void candidatesMatchThePlainListOnARandomMesh() { // duplicates (shared corners) dropped, first order kept
        SplittableRandom rnd = new SplittableRandom(11);
        FreeSubmeshList fsl = new FreeSubmeshList(Topology.mesh(20, 20));
        ListFreeSubmeshReference ref = new ListFreeSubmeshReference(20, 20, true);
        for (long job = 1; job <= 12; job++) {
            int a = 1 + rnd.nextInt(5), b = 1 + rnd.nextInt(5);
            fsl.allocate(AllocationRequest.ofShape(job, a, b));
            ref.allocate(job, a, b);
        }
        for (int a = 1; a <= 8; a++) {
            for (int b = 1; b <= 8; b++) {
                assertEquals(ref.candidates(a, b), fsl.candidates(a, b), a + "x" + b);
            }
        }
    }

    /** A member's corners are 15-bit fields: the widest mesh works to its far corner, a wider one is refused. */
    @Test
    void sidesUpTo32768() {
        FreeSubmeshList fsl = new FreeSubmeshList(Topology.mesh(32768, 2));
        Allocation left = fsl.allocate(AllocationRequest.ofShape(1, 32767, 2));
        assertEquals(List.of(Rect.of(32767, 0, 1, 2)), fsl.freeSubmeshes());
        fsl.allocate(AllocationRequest.ofShape(2, 1, 2));
        assertEquals(List.of(), fsl.freeSubmeshes());
        fsl.release(left);
        assertEquals(List.of(Rect.of(0, 0, 32767, 2)), fsl.freeSubmeshes());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new FreeSubmeshList(Topology.mesh(40000, 2)));
        assertEquals("the free submesh list takes meshes of sides up to 32768, got 40000 x 2", e.getMessage());
    }
}
