package org.partita.dsl.ui.quickfix;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.editor.ProblemMarkers;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Edit;
import org.partita.dsl.ui.services.PartitaServices.Fix;

/**
 * Quick fixes for Partita problem markers, in the Problems view and (through the generic editor's marker quick
 * assist) on Ctrl+1 in the editor. The fixes are the language's {@code IQuickFixProvider} resolutions.
 */
public class PartitaMarkerResolutionGenerator implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return marker.getAttribute(ProblemMarkers.CODE, null) != null && !fixes(marker).isEmpty();
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        return fixes(marker).stream().map(fix -> new IMarkerResolution() {
            @Override
            public String getLabel() {
                return fix.label();
            }

            @Override
            public void run(IMarker m) {
                apply((IFile) m.getResource(), fix);
            }
        }).toArray(IMarkerResolution[]::new);
    }

    /** The language's fixes for the marker's problem, computed on the file's current text. */
    public static List<Fix> fixes(IMarker marker) {
        if (!(marker.getResource() instanceof IFile file)) {
            return List.of();
        }
        String code = marker.getAttribute(ProblemMarkers.CODE, null);
        int start = marker.getAttribute(IMarker.CHAR_START, -1);
        int end = marker.getAttribute(IMarker.CHAR_END, -1);
        if (code == null || start < 0 || end < start) {
            return List.of();
        }
        String data = marker.getAttribute(ProblemMarkers.DATA, null);
        try {
            String text = text(file);
            if (end > text.length()) {
                return List.of();
            }
            return PartitaServices.get()
                    .parse(text, EditorFiles.uriOf(file), EditorFiles.siblings(file))
                    .quickFixes(code, marker.getAttribute(IMarker.MESSAGE, ""), start, end - start,
                            data == null ? null : data.split("\n", -1));
        } catch (CoreException | IOException | RuntimeException e) {
            ILog.of(PartitaMarkerResolutionGenerator.class).error("Cannot compute quick fixes", e);
            return List.of();
        }
    }

    /** Applies {@code fix} to the file through its (shared) text file buffer, so an open editor sees the edit. */
    static void apply(IFile file, Fix fix) {
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        try {
            manager.connect(file.getFullPath(), LocationKind.IFILE, null);
            try {
                ITextFileBuffer buffer = manager.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE);
                IDocument document = buffer.getDocument();
                List<Edit> edits = new ArrayList<>(fix.edits());
                Collections.reverse(edits);
                for (Edit e : edits) {
                    document.replace(e.offset(), e.length(), e.text());
                }
                if (!buffer.isShared()) {
                    buffer.commit(null, true);
                }
            } finally {
                manager.disconnect(file.getFullPath(), LocationKind.IFILE, null);
            }
        } catch (CoreException | BadLocationException e) {
            ILog.of(PartitaMarkerResolutionGenerator.class).error("Cannot apply quick fix", e);
        }
    }

    private static String text(IFile file) throws CoreException, IOException {
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(file.getFullPath(),
                LocationKind.IFILE);
        if (buffer != null) {
            return buffer.getDocument().get();
        }
        try (InputStream in = file.getContents()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
