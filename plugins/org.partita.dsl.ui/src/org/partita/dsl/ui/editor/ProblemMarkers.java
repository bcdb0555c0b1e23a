package org.partita.dsl.ui.editor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * Turns the language's validation {@link Issue}s into {@code IMarker.PROBLEM} markers (type {@value #TYPE}) on the
 * experiment file, so they show in the Problems view, the editor's rulers and as squiggles. Line numbers and
 * character ranges are the ones the Xtext resource reports (lines 1-based, as {@link IMarker#LINE_NUMBER} wants).
 */
public final class ProblemMarkers {

    /** Marker type declared in plugin.xml (a problem marker and a text marker). */
    public static final String TYPE = "org.partita.dsl.ui.problem";
    /** Marker attribute holding the issue code (used by quick fixes). */
    public static final String CODE = "org.partita.dsl.ui.code";
    /** Marker attribute holding the issue data, joined by {@code '\n'}. */
    public static final String DATA = "org.partita.dsl.ui.data";

    private ProblemMarkers() {
    }

    /** Replaces the file's Partita markers by markers for {@code issues}. */
    public static void update(IFile file, List<Issue> issues) throws CoreException {
        if (file == null || !file.exists()) {
            return;
        }
        IWorkspaceRunnable replace = monitor -> {
            if (!file.exists()) {
                return;
            }
            file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
            for (Issue issue : issues) {
                file.createMarker(TYPE, attributes(issue));
            }
        };
        ResourcesPlugin.getWorkspace().run(replace, file, IWorkspace.AVOID_UPDATE, null);
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
