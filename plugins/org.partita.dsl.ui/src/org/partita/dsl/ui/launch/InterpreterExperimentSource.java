package org.partita.dsl.ui.launch;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.RunSupport;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.editor.ProblemMarkers;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.ui.launch.ExperimentSource;
import org.partita.ui.launch.InvalidExperimentException;
import org.partita.ui.launch.RunSettings;
import org.partita.ui.launch.RunnableExperiment;

/**
 * The language's interpreter as the workbench's experiment source, on the same code path as {@code partita run}:
 * the file is loaded with the other {@code *.partita} files of its folder ({@link PartitaFiles}), validated, an
 * experiment the interpreter cannot run yet ({@link RunSupport}) counts as an error, and each experiment's
 * {@link Scenario} runs through {@link Interpreter#run} — so {@code summary.csv} (and {@code rejected.csv},
 * {@code jobs.csv}) are byte-identical to the command line's for the same file and seed, and the file's charts
 * (PNG and SVG) are rendered into the same results folder.
 * <p>
 * A file with errors runs nothing: the problems are reported ({@link InvalidExperimentException}) and, when the file
 * is not open in an editor (whose reconciler keeps its markers up to date), its problem markers are refreshed.
 */
public class InterpreterExperimentSource implements ExperimentSource {

    @Override
    public List<RunnableExperiment> load(Path file) throws IOException, InvalidExperimentException {
        PartitaFiles files = PartitaFiles.load(file);
        List<Diagnostic> diagnostics = files.runDiagnostics(null); // the command line's rules, see ExperimentFile
        long errors = diagnostics.stream().filter(Diagnostic::isError).count();
        if (errors > 0) {
            refreshMarkers(file);
            Path dir = file.toAbsolutePath().normalize().getParent();
            List<String> problems = diagnostics.stream().map(d -> relative(d, dir)).toList();
            throw new InvalidExperimentException(file.getFileName() + ": " + errors + " error"
                    + (errors == 1 ? "" : "s") + "; nothing was run", problems);
        }
        // a file without experiments (definitions the folder's other files use) has nothing to run
        return files.scenarios(null).stream().map(ScenarioRun::new).map(RunnableExperiment.class::cast).toList();
    }

    /** {@code file:line:column: severity: message} with the file named relative to the experiment's folder. */
    private static String relative(Diagnostic d, Path dir) {
        Path p = Path.of(d.file()).toAbsolutePath().normalize();
        String name = dir != null && p.startsWith(dir) ? dir.relativize(p).toString() : d.file();
        return new Diagnostic(name, d.line(), d.column(), d.severity(), d.message(), d.code()).toString();
    }

    /** Re-validates the workspace file(s) at {@code file} that no editor holds, publishing the markers. */
    private static void refreshMarkers(Path file) {
        URI uri = file.toAbsolutePath().normalize().toUri();
        for (IFile f : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(uri)) {
            if (FileBuffers.getTextFileBufferManager().getTextFileBuffer(f.getFullPath(), LocationKind.IFILE) != null) {
                continue;
            }
            try {
                ProblemMarkers.update(f, PartitaServices.get()
                        .parse(EditorFiles.text(f), EditorFiles.uriOf(f), EditorFiles.siblings(f)).validate());
            } catch (CoreException | IOException | RuntimeException e) {
                ILog.of(InterpreterExperimentSource.class).error("Cannot refresh the problem markers of " + f, e);
            }
        }
    }

    /** One experiment of the file: its scenario, run by the interpreter. */
    private static final class ScenarioRun implements RunnableExperiment {
        private final Scenario scenario;
        private final Experiment experiment;

        ScenarioRun(Scenario scenario) {
            this.scenario = scenario;
            this.experiment = ScenarioExperiment.of(scenario);
        }

        @Override
        public Experiment experiment() {
            return experiment;
        }

        @Override
        public ExperimentResult run(Path out, RunSettings s, ExperimentRunner.Progress progress)
                throws IOException, InterruptedException {
            return Interpreter.run(scenario, new Interpreter.RunOptions(out, s.threads(), s.check(), s.resume(),
                    s.jobsCsv(), progress, s.timeline()));
        }
    }
}
