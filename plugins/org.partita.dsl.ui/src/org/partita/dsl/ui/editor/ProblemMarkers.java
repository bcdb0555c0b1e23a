package org.partita.dsl.ui.editor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.IFileBuffer;
import org.eclipse.core.filebuffers.IFileBufferListener;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;
import org.partita.dsl.ui.services.PartitaServices;

/**
 * Turns the language's validation {@link Issue}s into {@code IMarker.PROBLEM} markers (type {@value #TYPE}) on the
 * experiment file, so they show in the Problems view, the editor's rulers and as squiggles. Line numbers and
 * character ranges are the ones the Xtext resource reports (lines 1-based, as {@link IMarker#LINE_NUMBER} wants).
 * <p>
 * Markers of unsaved text are {@link IMarker#TRANSIENT} (not written with the workspace, so no restart shows them),
 * and when an editor closes without saving ("Don't Save") the file's markers are computed again from the saved
 * file: an error typed and discarded leaves nothing behind.
 */
public final class ProblemMarkers {

    /** Marker type declared in plugin.xml (a problem marker and a text marker). */
    public static final String TYPE = "org.partita.dsl.ui.problem";
    /** Marker attribute holding the issue code (used by quick fixes). */
    public static final String CODE = "org.partita.dsl.ui.code";
    /** Marker attribute holding the issue data, joined by {@code '\n'}. */
    public static final String DATA = "org.partita.dsl.ui.data";

    private static final AtomicBoolean LISTENING = new AtomicBoolean();

    private ProblemMarkers() {
    }

    /**
     * Replaces the file's Partita markers by markers for {@code issues}; they are transient when the file's editor
     * buffer holds unsaved changes (the issues are then of text that is not on disk).
     */
    public static void update(IFile file, List<Issue> issues) throws CoreException {
        if (file == null || !file.exists()) {
            return;
        }
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
                LocationKind.IFILE);
        boolean unsaved = buffer != null && buffer.isDirty();
        if (unsaved && LISTENING.compareAndSet(false, true)) {
            FileBuffers.getTextFileBufferManager().addFileBufferListener(new DiscardedChanges());
        }
        IWorkspaceRunnable replace = monitor -> {
            if (!file.exists()) {
                return;
            }
            file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
            for (Issue issue : issues) {
                Map<String, Object> a = attributes(issue);
                a.put(IMarker.TRANSIENT, unsaved);
                file.createMarker(TYPE, a);
            }
        };
        ResourcesPlugin.getWorkspace().run(replace, file, IWorkspace.AVOID_UPDATE, null);
    }

    /** Whether some Partita marker of {@code file} came from unsaved text. */
    static boolean fromUnsavedText(IFile file) throws CoreException {
        for (IMarker m : file.findMarkers(TYPE, false, IResource.DEPTH_ZERO)) {
            if (m.getAttribute(IMarker.TRANSIENT, false)) {
                return true;
            }
        }
        return false;
    }

    /** Validates the saved contents of {@code file} (with its folder's files) and publishes those markers. */
    static void revalidateSaved(IFile file) throws CoreException, IOException {
        String saved;
        try (InputStream in = file.getContents(true)) {
            saved = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        update(file, PartitaServices.get().parse(saved, EditorFiles.uriOf(file), EditorFiles.siblings(file))
                .validate());
    }

    /**
     * An editor buffer disposed while its markers describe unsaved text ("Don't Save"), or saved or reverted (no
     * longer dirty): the markers become the saved file's, persistent again.
     */
    private static final class DiscardedChanges implements IFileBufferListener {
        @Override
        public void bufferDisposed(IFileBuffer buffer) {
            backToSaved(buffer);
        }

        @Override
        public void dirtyStateChanged(IFileBuffer buffer, boolean isDirty) {
            if (!isDirty) {
                backToSaved(buffer);
            }
        }

        private static void backToSaved(IFileBuffer buffer) {
            IFile file = workspaceFile(buffer);
            try {
                if (file != null && file.exists() && fromUnsavedText(file)) {
                    revalidateSaved(file);
                }
            } catch (CoreException | IOException | RuntimeException e) {
                ILog.of(ProblemMarkers.class).error("Cannot restore the problem markers of " + file, e);
            }
        }

        private static IFile workspaceFile(IFileBuffer buffer) {
            var location = buffer.getLocation();
            return location == null || location.segmentCount() < 2 ? null
                    : ResourcesPlugin.getWorkspace().getRoot().getFile(location);
        }

        @Override
        public void bufferCreated(IFileBuffer buffer) {
        }

        @Override
        public void bufferContentAboutToBeReplaced(IFileBuffer buffer) {
        }

        @Override
        public void bufferContentReplaced(IFileBuffer buffer) {
        }

        @Override
        public void stateChanging(IFileBuffer buffer) {
        }

        @Override
        public void stateValidationChanged(IFileBuffer buffer, boolean isStateValidated) {
        }

        @Override
        public void underlyingFileMoved(IFileBuffer buffer, org.eclipse.core.runtime.IPath path) {
        }

        @Override
        public void underlyingFileDeleted(IFileBuffer buffer) {
        }

        @Override
        public void stateChangeFailed(IFileBuffer buffer) {
        }
    }

    static Map<String, Object> attributes(Issue issue) {
        Map<String, Object> a = new HashMap<>();
        a.put(IMarker.MESSAGE, issue.getMessage());
        a.put(IMarker.SEVERITY, severity(issue.getSeverity()));
        if (issue.getLineNumber() != null) {
            a.put(IMarker.LINE_NUMBER, issue.getLineNumber());
        }
        if (issue.getOffset() != null && issue.getLength() != null) {
            a.put(IMarker.CHAR_START, issue.getOffset());
            a.put(IMarker.CHAR_END, issue.getOffset() + issue.getLength());
        }
        if (issue.getCode() != null) {
            a.put(CODE, issue.getCode());
        }
        if (issue.getData() != null && issue.getData().length > 0) {
            a.put(DATA, String.join("\n", issue.getData()));
        }
        a.put(IMarker.SOURCE_ID, "Partita");
        return a;
    }

    static int severity(Severity severity) {
        return switch (severity) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }
}
