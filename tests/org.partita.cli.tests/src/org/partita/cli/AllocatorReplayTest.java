package org.partita.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.alloc.Contiguity;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.MachineSpec;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Issue 4's acceptance: {@code partita replay TRACE --allocate NAME --jobs-csv --check} works for every strategy
 * name on the topologies it supports, and every row of the written schedule passes the invariant checker with the
 * strategy's own guarantees (contiguity where claimed, at least the requested nodes unless the strategy reduces
 * sizes, the exact placement history of moved jobs).
 */
class AllocatorReplayTest extends CommandTest {

    static final List<String> MESH_2D = List.of("pool", "first-fit", "best-fit", "frame-sliding", "buddy-2d",
            "adaptive-scan", "busy-list", "free-list", "free-submesh-list", "fixed-orientation", "naive", "random",
            "paging", "mbs", "anca", "rsr", "modified-rsr", "migration", "user-directive");
    static final List<String> MESH_3D = List.of("first-fit-3d", "best-fit-3d", "mbs-3d", "first-fit", "best-fit",
            "mbs");
    static final List<String> HYPERCUBE = List.of("buddy-cube", "limit-k", "rsr");

    Path trace;

    @BeforeEach
    void copyTrace() throws Exception {
        trace = copyResource("hpc2n-200.swf");
    }

    static Stream<Arguments> everyStrategy() {
        List<Arguments> a = new ArrayList<>();
        MESH_2D.forEach(n -> a.add(Arguments.of("mesh:16x16", n)));
        MESH_3D.forEach(n -> a.add(Arguments.of("mesh:8x8x4", n)));
        HYPERCUBE.forEach(n -> a.add(Arguments.of("hypercube:8", n)));
        return a.stream();
    }

    @Test
    void theListsCoverEveryRegisteredStrategy() {
        TreeSet<String> covered = new TreeSet<>(MESH_2D);
        covered.addAll(MESH_3D);
        covered.addAll(HYPERCUBE);
        assertEquals(new TreeSet<>(StandardStrategies.allocators().names()), covered);
    }

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("everyStrategy")
    void replayWithCheckPassesAndTheCsvReReadsClean(String machine, String name) throws Exception {
        Path res = dir.resolve("res");
        int code = run("replay", trace.toString(), "--machine", machine, "--allocate", name, "--jobs-csv", "--check",
                "--out", res.toString());
        assertEquals(0, code, err);
        assertEquals("", err);
        assertTrue(out.contains("check: all invariants hold"), out);
        assertTrue(out.contains("jobs: 194 arrived, 0 rejected (too wide), 194 completed"), out);

        Topology topology = MachineSpec.parse(machine).topology();
        StrategyDescriptor info = StandardStrategies.allocators().descriptor(name, Map.of());
        Map<String, List<InvariantChecker.Placement>> runs = ResultFiles.readSchedules(res);
        assertEquals(1, runs.size());
        List<InvariantChecker.Placement> schedule = runs.values().iterator().next();
        List<InvariantChecker.Violation> v = new InvariantChecker(topology.size()).expect(info, topology)
                .addAll(schedule).violations();
        assertEquals(List.of(), v);

        // the guarantees, restated independently of the checker's configuration
        long reduced = 0;
        for (InvariantChecker.Placement p : schedule) {
            if (info.has(StrategyDescriptor.Trait.CONTIGUOUS)) {
                assertTrue(Contiguity.isContiguous(topology, p.nodes()), name + ": job " + p.jobId());
            }
            if (p.nodes().length < p.requested()) {
                reduced++;
            }
        }
        if (!info.has(StrategyDescriptor.Trait.REDUCES_SIZE)) {
            assertEquals(0, reduced, name + " allocated fewer nodes than requested");
        }
        assertEquals(info.has(StrategyDescriptor.Trait.MIGRATES), Files.exists(res.resolve(ResultFiles.PLACEMENTS)));
    }

    @Test
    void sizeReducingStrategiesReallyReduceSoTheAllowanceIsNeeded() throws Exception {
        for (String[] c : new String[][] {{"mesh:16x16", "rsr"}, {"mesh:16x16", "modified-rsr"},
            {"hypercube:8", "limit-k"}, {"hypercube:8", "rsr"}}) {
            Path res = dir.resolve(c[1] + c[0].replace(':', '-'));
            assertEquals(0, run("replay", trace.toString(), "--machine", c[0], "--allocate", c[1], "--jobs-csv",
                    "--out", res.toString()), err);
            Topology t = MachineSpec.parse(c[0]).topology();
            List<InvariantChecker.Placement> s = ResultFiles.readSchedules(res).values().iterator().next();
            assertFalse(new InvariantChecker(t.size()).addAll(s).violations().isEmpty(),
                    c[1] + " on " + c[0] + " never reduced a job: the size-reduction allowance is untested");
        }
    }

    @Test
    void migrationHistoryIsExactInPlacementsCsv() throws Exception {
        Path res = dir.resolve("res");
        assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:16x16", "--allocate", "migration",
                "--alloc-param", "trigger=both", "--jobs-csv", "--check", "--out", res.toString()), err);
        List<String> jobs = Files.readAllLines(res.resolve("jobs.csv"));
        List<String> placements = Files.readAllLines(res.resolve("placements.csv"));
        assertTrue(placements.get(0).startsWith(ResultFiles.PLACEMENTS_HEADER + ",pipeline"), placements.get(0));
        long relocations = 0;
        for (String row : jobs.subList(1, jobs.size())) {
            relocations += Long.parseLong(row.split(",", -1)[9]);
        }
        assertTrue(relocations > 0, "no job moved: the placement history is untested");
        // one row per node set held: the first placement of each job plus one per move
        assertEquals(jobs.size() - 1 + relocations, placements.size() - 1);
        Topology t = MachineSpec.parse("mesh:16x16").topology();
        List<InvariantChecker.Placement> history = InvariantChecker.readJobsCsv(
                Files.newBufferedReader(res.resolve("placements.csv")));
        assertEquals(List.of(), new InvariantChecker(t.size()).requireContiguity(t).addAll(history).violations());
        // jobs.csv alone (final node sets over the whole run) is not a valid schedule: the history is needed
        List<InvariantChecker.Placement> finalOnly = InvariantChecker.readJobsCsv(
                Files.newBufferedReader(res.resolve("jobs.csv")));
        assertFalse(new InvariantChecker(t.size()).addAll(finalOnly).violations().isEmpty());
    }

    @Test
    void userDirectiveTakesItsFlagsFromTheJobsUnlessParametersOverride() throws Exception {
        Path as = dir.resolve("as");
        Path chang = dir.resolve("chang");
        Path trace0 = dir.resolve("flags-from-trace");
        assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:16x16", "--allocate", "adaptive-scan",
                "--jobs-csv", "--out", as.toString()), err);
        // Chang's default (both flags true) is "conventional only": the same schedule as adaptive scan
        assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:16x16", "--allocate", "user-directive",
                "--alloc-param", "memory-bound=true", "--alloc-param", "communication-bound=true", "--jobs-csv",
                "--check", "--out", chang.toString()), err);
        assertEquals(columns(as.resolve("jobs.csv"), 0, 7), columns(chang.resolve("jobs.csv"), 0, 7));
        // SWF jobs carry no directives (both false): RSR first, so some jobs are folded
        assertEquals(0, run("replay", trace.toString(), "--machine", "mesh:16x16", "--allocate", "user-directive",
                "--jobs-csv", "--check", "--out", trace0.toString()), err);
        assertNotEquals(columns(as.resolve("jobs.csv"), 0, 7), columns(trace0.resolve("jobs.csv"), 0, 7));
    }

    private static List<String> columns(Path csv, int from, int to) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(csv)) {
            String[] f = line.split(",", -1);
            out.add(String.join(",", java.util.Arrays.copyOfRange(f, from, to)));
        }
        return out;
    }

    @Test
    void unknownNamesWrongTopologiesAndBadParametersGiveOneLineAndExit2() {
        String[][] cases = {
            {"mesh:16x16", "nope", "unknown --allocate 'nope'"},
            {"hypercube:8", "first-fit", "first-fit needs a mesh or torus, got hypercube:8"},
            {"hypercube:8", "adaptive-scan", "adaptive-scan needs a 2D mesh"},
            {"mesh:16x16", "buddy-cube", "buddy-cube needs a hypercube"},
            {"mesh:16x16", "limit-k", "limit-k needs a hypercube"},
            {"mesh:16x16", "mbs-3d", "mbs-3d needs a 3D mesh"},
            {"mesh:8x8x4", "free-submesh-list", "free-submesh-list needs a 2D mesh"},
        };
        for (String[] c : cases) {
            int code = run("replay", trace.toString(), "--machine", c[0], "--allocate", c[1], "--out",
                    dir.resolve("x").toString());
            assertEquals(2, code, c[1] + " on " + c[0] + ": " + err);
            assertEquals(1, err.lines().count(), err);
            assertTrue(err.startsWith("partita: ") && err.contains(c[2]), err);
        }
        int code = run("replay", trace.toString(), "--machine", "mesh:16x16", "--allocate", "rsr", "--alloc-param",
                "tt=3", "--out", dir.resolve("x").toString());
        assertEquals(2, code, err);
        assertEquals("partita: --allocate rsr: rsr: unknown parameter(s) [tt]; valid: base, fold-penalty, t",
                err.strip());
        assertFalse(Files.exists(dir.resolve("x").resolve("summary.csv")));
    }

    @Test
    void allocatorsListsEveryStrategyFromTheRegistry() {
        assertEquals(0, run("allocators"), err);
        AllocatorRegistry r = StandardStrategies.allocators();
        for (StrategyDescriptor i : r.descriptors()) {
            assertTrue(out.contains(i.name() + " - " + i.description() + "\n    paper:       " + i.paper()), i.name());
        }
        assertTrue(out.contains("k=n-3: largest subcube dimension"), out);
        assertEquals(0, run("allocators", "--markdown"), err);
        List<String> lines = out.lines().toList();
        assertEquals("| name | description | paper |", lines.get(0));
        assertEquals(r.names().size() + 2, lines.size());
        assertTrue(lines.contains("| `free-submesh-list` | FSL: best fit over dominant free submeshes by reservation"
                + " factor | Kim & Yoon 1995 §III, Figs. 6 and 8 |"), out);
    }
}
