package org.partita.suite;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import org.partita.core.claims.Claim;
import org.partita.core.claims.ClaimsFile;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.MissingRunsException;
import org.partita.core.experiment.RunCounts;
import org.partita.core.experiment.RunWorkers;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.generator.PartitaGenerator;
import org.partita.dsl.interpreter.Charts;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * Runs the experiments of a suite through the Java classes the language generated from them (package
 * {@code partita.generated}, compiled into the suite's bundle): each class's {@code run(out, workers, true, share)} writes
 * the results contract, incrementally (the finished runs of an unchanged experiment are reused from the previous
 * build, kept in {@code <out>/.partial/}), then the file's charts are drawn and its {@code claims()} checked. The files are also read with
 * the language, for their charts and to name the experiments; an invalid file is reported with every diagnostic.
 */
public final class SuiteRunner {

    /** The package the language's generator writes into. */
    public static final String PACKAGE = "partita.generated";

    private SuiteRunner() {
    }

    /**
     * Runs every included experiment of {@code settings}, loading classes from {@code loader}; the outcomes come in
     * file order. The runs of all experiments share {@code settings.threads()} workers ({@link RunWorkers}), the
     * experiments' file order deciding which waits; several experiments are open at once, so that a worker the
     * first ones cannot keep busy takes a later one's runs (results do not depend on which worker runs a run).
     */
    public static List<SuiteRun> run(SuiteSettings settings, ClassLoader loader)
            throws IOException, InterruptedException {
        List<Path> paths = settings.files();
        // read sequentially (the language is not shared across threads), run concurrently
        List<Callable<SuiteRun>> work = new ArrayList<>();
        try (RunWorkers workers = new RunWorkers(settings.threads())) {
            for (Path path : paths) {
                String name = path.getFileName().toString();
                PartitaFiles files = PartitaFiles.load(path);
                List<Diagnostic> errors = files.runDiagnostics(null).stream().filter(Diagnostic::isError).toList();
                if (!errors.isEmpty()) {
                    SuiteRun invalid = new SuiteRun(name, null, null, null, null, List.of(), 0,
                            errors.stream().map(Diagnostic::toString).collect(Collectors.joining("\n")));
                    RunWorkers none = workers.ranked(work.size());
                    work.add(() -> {
                        none.markStarted();
                        return invalid;
                    });
                    continue;
                }
                for (Scenario s : files.scenarios(null)) {
                    int rank = work.size();
                    RunWorkers mine = workers.ranked(rank);
                    String file = name;
                    work.add(() -> {
                        if (rank > 0) {
                            workers.awaitStarted(rank - 1); // the one before hands over its runs first
                        }
                        try {
                            return runExperiment(file, s, settings, loader, mine);
                        } finally {
                            mine.markStarted();
                        }
                    });
                }
            }
            ExecutorService open = Executors.newFixedThreadPool(Math.max(1, Math.min(work.size(),
                    OPEN_PER_WORKER * settings.threads())));
            try {
                List<Future<SuiteRun>> futures = new ArrayList<>();
                for (Callable<SuiteRun> c : work) {
                    futures.add(open.submit(c));
                }
                List<SuiteRun> runs = new ArrayList<>();
                for (Future<SuiteRun> f : futures) {
                    try {
                        runs.add(f.get());
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e.getCause());
                    }
                }
                return runs;
            } finally {
                open.shutdownNow();
            }
        }
    }

    /**
     * Experiments open at once per worker. Two keep every worker busy while one experiment waits for its last runs
     * or decides on its next wave of replications; more would only hold more results in memory at once.
     */
    private static final int OPEN_PER_WORKER = 2;

    private static SuiteRun runExperiment(String file, Scenario s, SuiteSettings settings, ClassLoader loader,
            RunWorkers workers) {
        Path out = settings.out().resolve(s.name());
        long start = System.nanoTime();
        try {
            Class<?> c = loader.loadClass(PACKAGE + "." + PartitaGenerator.className(s.name()));
            ExperimentResult result;
            if (settings.fromStore()) {
                // nothing simulated: the stored runs (and the other experiments' copies) or nothing
                result = (ExperimentResult) c.getMethod("runStored", Path.class, int.class).invoke(null, out,
                        workers.threads());
            } else {
                Method run = c.getMethod("run", Path.class, RunWorkers.class, boolean.class, boolean.class);
                // incremental: the runs of an unchanged experiment are reused from the previous build, and a run
                // another experiment of the suite stored with the same definition is copied (settings.share())
                result = (ExperimentResult) run.invoke(null, out, workers, true, settings.share());
            }
            Charts.renderAll(s, result, out);
            @SuppressWarnings("unchecked")
            List<Claim> claims = (List<Claim>) c.getMethod("claims").invoke(null);
            double seconds = (System.nanoTime() - start) / 1e9;
            RunCounts n = result.counts();
            System.out.println(String.format(Locale.ROOT, "partita suite: %s: %d runs simulated, %d read from its "
                    + "store, %d copied from another experiment's (%.1f s)", s.name(), n.simulated(), n.stored(),
                    n.shared(), seconds));
            return new SuiteRun(file, s.name(), s, out, result, ClaimsFile.evaluate(claims, result), seconds, null);
        } catch (ClassNotFoundException e) {
            return failed(file, s, out, start, "no generated class " + e.getMessage() + " (is the suite's "
                    + "xtext-maven-plugin generating from " + settings.sources() + "?)");
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof MissingRunsException && settings.fromStore()) {
                System.out.println("partita suite: " + s.name() + ": not reported, " + t.getMessage());
                return new SuiteRun(file, s.name(), s, out, null, List.of(), (System.nanoTime() - start) / 1e9, null,
                        t.getMessage());
            }
            return failed(file, s, out, start, t.getClass().getSimpleName() + ": " + t.getMessage());
        } catch (ReflectiveOperationException | IOException | RuntimeException e) {
            return failed(file, s, out, start, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private static SuiteRun failed(String file, Scenario s, Path out, long start, String why) {
        return new SuiteRun(file, s.name(), s, out, null, List.of(), (System.nanoTime() - start) / 1e9,
                "experiment '" + s.name() + "' of " + file + " failed: " + why);
    }
}
