package org.partita.ui.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.resources.IContainer;
import org.eclipse.ui.PlatformUI;
import org.partita.ui.results.ResultSet;

/**
 * What a cancelled {@link ExperimentJob} left: the run folders whose {@code .partial/} holds finished runs (the
 * core's store, the same one {@code partita run --resume} goes on from). Resuming runs the launch again into the
 * same folders, keeping those runs; removing deletes the folders. A folder with nothing finished is removed when
 * the job ends, so no half-written run is left without this offer.
 */
public final class CancelledRuns {

    private static final String STORE = ".partial";

    private final ExperimentJob job;
    private final List<IContainer> folders;
    private final int finishedRuns;

    private CancelledRuns(ExperimentJob job, List<IContainer> folders, int finishedRuns) {
        this.job = job;
        this.folders = List.copyOf(folders);
        this.finishedRuns = finishedRuns;
    }

    /** What {@code job} left to resume, or {@code null}; run folders with nothing to resume are deleted. */
    static CancelledRuns of(ExperimentJob job) {
        List<IContainer> resumable = new ArrayList<>();
        int runs = 0;
        for (IContainer dir : job.outputs()) {
            Path out = dir.getLocation().toPath();
            Path store = out.resolve(STORE);
            if (Files.isDirectory(store)) {
                resumable.add(dir);
                runs += storedRuns(store);
            } else if (!Files.isRegularFile(out.resolve(ResultSet.SUMMARY))) {
                delete(out);
            }
        }
        return resumable.isEmpty() ? null : new CancelledRuns(job, resumable, runs);
    }

    /** The run folders holding finished runs. */
    public List<IContainer> folders() {
        return folders;
    }

    /** How many runs finished before the cancel (kept for the resumption). */
    public int finishedRuns() {
        return finishedRuns;
    }

    /** Runs the launch again into the same folders, only the runs not finished yet; returns the scheduled job. */
    public ExperimentJob resume() {
        ExperimentJob again = new ExperimentJob(job.files(), job.label(), job.source(), job.settings().resuming(),
                job.opensViews(), job.stamp());
        again.schedule();
        return again;
    }

    /** Deletes the run folders and their finished runs. */
    public void remove() {
        for (IContainer dir : folders) {
            Path out = dir.getLocation().toPath();
            if (!Files.isRegularFile(out.resolve(ResultSet.SUMMARY))) {
                delete(out);
            } else {
                delete(out.resolve(STORE));
            }
        }
        ExperimentJob.refresh(folders);
    }

    /** Asks the user (not blocking the job): resume, remove or keep for later. */
    void offer() {
        if (PlatformUI.isWorkbenchRunning()) {
            PlatformUI.getWorkbench().getDisplay().asyncExec(() -> ResumeDialog.open(this));
        }
    }

    /** What the dialog says: which launch, how many runs are kept, where. */
    String describe() {
        StringBuilder s = new StringBuilder(job.label() + " was cancelled. " + finishedRuns + " finished run"
                + (finishedRuns == 1 ? " is" : "s are") + " kept in:\n");
        for (IContainer dir : folders) {
            s.append("  ").append(dir.getFullPath().toString()).append("/.partial\n");
        }
        return s.append("\nResume runs only the rest (as partita run --resume); Remove deletes the unfinished "
                + "run folders.").toString();
    }

    private static int storedRuns(Path store) {
        try (Stream<Path> files = Files.list(store)) {
            return (int) files.filter(f -> f.getFileName().toString().startsWith("run-")).count();
        } catch (IOException e) {
            return 0;
        }
    }

    private static void delete(Path tree) {
        if (!Files.exists(tree)) {
            return;
        }
        try (Stream<Path> all = Files.walk(tree)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            org.eclipse.core.runtime.ILog.of(CancelledRuns.class).error("Cannot delete " + tree, e);
        }
    }
}
