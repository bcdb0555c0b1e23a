package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.machine.MachineSpec;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/** Workers shared by the experiments of a suite build: who runs first, stopping one experiment, the same files. */
class RunWorkersTest {

    @Test
    void aFreeWorkerTakesTheLowestRankFirstAndARanksRunsInOrder() throws Exception {
        try (RunWorkers workers = new RunWorkers(1)) {
            CountDownLatch going = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            List<String> order = Collections.synchronizedList(new ArrayList<>());
            ExecutorService late = workers.ranked(5).lane();
            ExecutorService early = workers.ranked(1).lane();
            ExecutorService middle = workers.ranked(3).lane();
            late.submit(() -> {
                going.countDown();
                release.await();
                return null;
            });
            assertTrue(going.await(10, TimeUnit.SECONDS));
            // the one worker is busy: everything below waits, submitted in an order the ranks reverse
            List<Future<?>> waiting = new ArrayList<>();
            waiting.add(late.submit(() -> order.add("5a")));
            waiting.add(middle.submit(() -> order.add("3a")));
            waiting.add(early.submit(() -> order.add("1a")));
            waiting.add(middle.submit(() -> order.add("3b")));
            waiting.add(early.submit(() -> order.add("1b")));
            release.countDown();
            for (Future<?> f : waiting) {
                f.get(10, TimeUnit.SECONDS);
            }
            assertEquals(List.of("1a", "1b", "3a", "3b", "5a"), order);
        }
    }

    @Test
    void stoppingALaneStopsItsRunsOnlyAndWaitsForTheOneGoing() throws Exception {
        try (RunWorkers workers = new RunWorkers(2)) {
            ExecutorService stopped = workers.ranked(0).lane();
            ExecutorService other = workers.ranked(1).lane();
            CountDownLatch bothGoing = new CountDownLatch(2);
            AtomicBoolean interruptedEnded = new AtomicBoolean();
            CountDownLatch otherMayEnd = new CountDownLatch(1);
            stopped.submit(() -> {
                bothGoing.countDown();
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.sleep(200); // a run takes a while to notice: awaitTermination must wait for this
                    interruptedEnded.set(true);
                }
                return null;
            });
            Future<String> otherGoing = other.submit(() -> {
                bothGoing.countDown();
                otherMayEnd.await();
                return "done";
            });
            assertTrue(bothGoing.await(10, TimeUnit.SECONDS));
            AtomicBoolean neverRan = new AtomicBoolean(true);
            Future<?> queued = stopped.submit(() -> neverRan.set(false));
            List<Runnable> dropped = stopped.shutdownNow();
            assertEquals(1, dropped.size(), "the waiting run is handed back");
            assertTrue(queued.isCancelled());
            assertTrue(stopped.awaitTermination(10, TimeUnit.SECONDS));
            assertTrue(interruptedEnded.get(), "awaitTermination returned while a run was still going");
            assertTrue(neverRan.get());
            assertThrows(RejectedExecutionException.class, () -> stopped.submit(() -> 1));
            // the other experiment's run goes on, and its lane takes new runs on the freed worker
            assertEquals(7, other.submit(() -> 7).get(10, TimeUnit.SECONDS));
            otherMayEnd.countDown();
            assertEquals("done", otherGoing.get(10, TimeUnit.SECONDS));
            assertTrue(!other.isShutdown());
        }
    }

    @Test
    void aRunWaitingForAnotherLendsItsWorker() throws Exception {
        try (RunWorkers workers = new RunWorkers(1)) {
            CountDownLatch simulated = new CountDownLatch(1);
            // the one worker waits for what only a run queued behind it does: without a worker lent, never
            Future<String> waits = workers.ranked(0).lane().submit(() -> {
                RunWorkers.whileWaiting(simulated::await);
                return "copied";
            });
            Future<?> simulates = workers.ranked(1).lane().submit(simulated::countDown);
            assertEquals("copied", waits.get(10, TimeUnit.SECONDS));
            simulates.get(10, TimeUnit.SECONDS);
            assertEquals(1, workers.threads());
        }
    }

    @Test
    void experimentsOnSharedWorkersWriteTheFilesOfExperimentsOnTheirOwn(@TempDir Path dir) throws Exception {
        List<Experiment> experiments = List.of(experiment("a", 1), experiment("b", 2), experiment("c", 3));
        for (Experiment e : experiments) {
            new ExperimentRunner(e, StandardStrategies.allocators(), options(dir.resolve("alone/" + e.name()), null))
                    .run();
        }
        try (RunWorkers workers = new RunWorkers(2)) {
            ExecutorService open = java.util.concurrent.Executors.newFixedThreadPool(3);
            try {
                List<Future<ExperimentResult>> results = new ArrayList<>();
                for (int i = 0; i < experiments.size(); i++) {
                    Experiment e = experiments.get(i);
                    RunWorkers mine = workers.ranked(i);
                    results.add(open.submit(() -> new ExperimentRunner(e, StandardStrategies.allocators(),
                            options(dir.resolve("shared/" + e.name()), mine)).run()));
                }
                for (Future<ExperimentResult> f : results) {
                    assertEquals(8, f.get(60, TimeUnit.SECONDS).counts().simulated());
                }
            } finally {
                open.shutdownNow();
            }
        }
        for (Experiment e : experiments) {
            for (String file : List.of(ResultFiles.SUMMARY, ResultFiles.REJECTED, ResultFiles.JOBS)) {
                assertArrayEquals(Files.readAllBytes(dir.resolve("alone/" + e.name()).resolve(file)),
                        Files.readAllBytes(dir.resolve("shared/" + e.name()).resolve(file)), e.name() + " " + file);
            }
        }
    }

    private static ExperimentRunner.Options options(Path out, RunWorkers workers) {
        return new ExperimentRunner.Options(out, true, 1, false, false, null).withWorkers(workers);
    }

    private static Experiment experiment(String name, long seed) {
        Pipeline ff = new Pipeline("FF", "fcfs", "first-fit", Map.of(), ShapeRule.SQUARE, Map.of());
        Pipeline bf = new Pipeline("BF", "fcfs", "best-fit", Map.of(), ShapeRule.SQUARE, Map.of());
        WorkloadFactory w = WorkloadFactory.described("exponential sizes 1..8",
                (point, streams, rejections) -> SyntheticWorkload.sized(Long.MAX_VALUE, Distributions.exponential(2),
                        Distributions.exponential(5), Distributions.uniformInt(1, 8)).open(streams));
        return new Experiment(name, MachineSpec.parse("mesh:4x4"), List.of(ff, bf),
                List.of(SweepPoint.of("load", "0.5"), SweepPoint.of("load", "0.7")), w,
                SimulationConfig.DEFAULT.withWarmup(5).withMaxCompletions(60), Replications.fixed(2), seed,
                Double.NaN);
    }
}
