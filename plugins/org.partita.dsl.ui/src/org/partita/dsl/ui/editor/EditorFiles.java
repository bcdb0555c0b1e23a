package org.partita.dsl.ui.editor;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.partita.dsl.ui.services.PartitaServices;

/** Maps an editor document back to its workspace file (through the file buffer that holds it). */
public final class EditorFiles {

    private EditorFiles() {
    }

    /** The workspace file shown in {@code document}, or {@code null} (external file, compare viewer, …). */
    public static IFile fileOf(IDocument document) {
        if (document == null) {
            return null;
        }
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(document);
        if (buffer == null) {
            return null;
        }
        IPath location = buffer.getLocation();
        if (location == null || location.segmentCount() < 2) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(location);
        return file.getProject().exists() ? file : null;
    }

    /** The EMF URI the language sees for {@code document}: {@code platform:/resource/...} for workspace files. */
    public static URI uriOf(IDocument document) {
        IFile file = fileOf(document);
        return file == null ? PartitaServices.DEFAULT_URI
                : URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }
}
