package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.machine.Topology;

/**
 * A 2D mesh's grid kept as row bits answers every question as the per-node grid of the plain scan does (busy flags
 * and free-run lengths, {@code GridState(topology, false)}), after each step of seeded sequences of window and
 * scattered-node occupations and releases: free nodes, free runs, the first free node, window tests, all valid
 * bases (the sweep ANCA uses), and the work each occupation, release, test and sweep counted. The grid is internal to the core bundle, so it is reached
 * by reflection ({@link Grid}).
 */
class GridStateBitsTest {

    /** A {@code GridState}, its package-private methods called by reflection. */
    static final class Grid {
        final Object state;
        final int w;
        final int h;

        Grid(Topology t, boolean rememberFailures) throws ReflectiveOperationException {
            Class<?> c = MeshAllocators.class.getClassLoader().loadClass("org.partita.core.alloc.GridState");
            Constructor<?> k = c.getDeclaredConstructor(Topology.class, boolean.class);
            k.setAccessible(true);
            state = k.newInstance(t, rememberFailures);
            w = t.dims()[0];
            h = t.dims()[1];
        }

        private final Map<String, Method> methods = new HashMap<>();

        Object call(String name, Object... args) throws ReflectiveOperationException {
            Method found = methods.get(name + "/" + args.length);
            if (found == null) {
                for (Method m : state.getClass().getDeclaredMethods()) {
                    if (m.getName().equals(name) && m.getParameterCount() == args.length
                            && (args.length == 0 || m.getParameterTypes()[0] != Allocation.class)) {
                        m.setAccessible(true);
                        found = m;
                    }
                }
                if (found == null) {
                    throw new NoSuchMethodException(name);
                }
                methods.put(name + "/" + args.length, found);
            }
            return found.invoke(state, args);
        }

        long work() throws ReflectiveOperationException {
            Field f = state.getClass().getDeclaredField("work");
            f.setAccessible(true);
            return f.getLong(state);
        }

        boolean isFree(int x, int y) throws ReflectiveOperationException {
            return (boolean) call("isFree", x, y, 0);
        }

        boolean windowFree(int x, int y, int a, int b) throws ReflectiveOperationException {
            return (boolean) call("windowFree", x, y, 0, a, b, 1);
        }
    }

    @ParameterizedTest
    @CsvSource({"16,16,1", "64,20,2", "70,33,3", "130,12,4", "7,40,5"})
    void bitsAnswerAsThePerNodeGrid(int w, int h, long seed) throws ReflectiveOperationException {
        Topology t = Topology.mesh(w, h);
        Grid bits = new Grid(t, true);
        Grid nodes = new Grid(t, false);
        SplittableRandom rnd = new SplittableRandom(seed);
        List<int[]> live = new ArrayList<>();
        for (int step = 0; step < 400; step++) {
            boolean release = rnd.nextInt(3) == 0 && !live.isEmpty();
            int[] n = release ? live.remove(rnd.nextInt(live.size()))
                    : rnd.nextBoolean() ? freeWindow(nodes, rnd) : freeScattered(nodes, rnd);
            if (n != null) {
                long w0 = bits.work(), n0 = nodes.work();
                bits.call(release ? "release" : "occupy", (Object) n);
                nodes.call(release ? "release" : "occupy", (Object) n);
                assertEquals(nodes.work() - n0, bits.work() - w0, "work of step " + step);
                if (!release) {
                    live.add(n);
                }
            }
            assertEquals(nodes.call("freeCount"), bits.call("freeCount"));
            for (int id = step % 8; id < w * h; id += 8) { // an eighth of the nodes each step, all of them in turn
                assertEquals(nodes.isFree(id % w, id / w), bits.isFree(id % w, id / w), "node " + id);
                assertEquals(nodes.call("run", id), bits.call("run", id), "run from " + id);
            }
            int from = rnd.nextInt(w * h);
            assertEquals(nodes.call("nextFree", from), bits.call("nextFree", from), "first free node from " + from);
            int a = 1 + rnd.nextInt(w), b = 1 + rnd.nextInt(h);
            int x = rnd.nextInt(w), y = rnd.nextInt(h);
            long w0 = bits.work(), n0 = nodes.work();
            assertEquals(nodes.windowFree(x, y, a, b), bits.windowFree(x, y, a, b));
            assertEquals(nodes.work() - n0, bits.work() - w0, "work of a window test");
            w0 = bits.work();
            n0 = nodes.work();
            assertArrayEquals((boolean[]) nodes.call("validBases", a, b, 1), (boolean[]) bits.call("validBases", a, b, 1),
                    a + "x" + b);
            assertEquals(nodes.work() - n0, bits.work() - w0, "work of the sweep for " + a + "x" + b);
        }
    }

    /** A free window of random sides found by trying random bases, or null. */
    private static int[] freeWindow(Grid g, SplittableRandom rnd) throws ReflectiveOperationException {
        int a = 1 + rnd.nextInt(Math.max(1, g.w / 2)), b = 1 + rnd.nextInt(Math.max(1, g.h / 2));
        for (int k = 0; k < 20; k++) {
            int x = rnd.nextInt(g.w - a + 1), y = rnd.nextInt(g.h - b + 1);
            if (g.windowFree(x, y, a, b)) {
                return Rect.of(x, y, a, b).nodes(g.w);
            }
        }
        return null;
    }

    /** A few free nodes anywhere, ascending, or null. */
    private static int[] freeScattered(Grid g, SplittableRandom rnd) throws ReflectiveOperationException {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            int id = rnd.nextInt(g.w * g.h);
            if (g.isFree(id % g.w, id / g.w) && !out.contains(id)) {
                out.add(id);
            }
        }
        return out.isEmpty() ? null : out.stream().sorted().mapToInt(Integer::intValue).toArray();
    }
}
