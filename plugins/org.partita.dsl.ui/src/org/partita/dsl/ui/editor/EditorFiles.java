package org.partita.dsl.ui.editor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.IDocument;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Snapshot;

/** Maps an editor document back to its workspace file and parses it together with the files of its folder. */
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

    /** The EMF URI the language sees for {@code file}: {@code platform:/resource/...}. */
    public static URI uriOf(IFile file) {
        return URI.createPlatformResourceURI(file.getFullPath().toString(), true);
    }

    /** The EMF URI the language sees for {@code document}. */
    public static URI uriOf(IDocument document) {
        IFile file = fileOf(document);
        return file == null ? PartitaServices.DEFAULT_URI : uriOf(file);
    }

    /**
     * The current text of {@code document} parsed with the other {@code *.partita} files of its folder (their
     * unsaved editor contents when they are open), as the command line loads a file.
     */
    public static Snapshot snapshot(IDocument document) {
        IFile file = fileOf(document);
        if (file == null) {
            return PartitaServices.get().parse(document.get());
        }
        return PartitaServices.get().parse(document.get(), uriOf(file), siblings(file));
    }

    public static Map<URI, String> siblings(IFile file) {
        Map<URI, String> out = new LinkedHashMap<>();
        try {
            for (IResource r : file.getParent().members()) {
                if (r instanceof IFile f && !f.equals(file) && "partita".equals(f.getFileExtension())) {
                    out.put(uriOf(f), text(f));
                }
            }
        } catch (CoreException | IOException e) {
            // a sibling that cannot be read simply does not contribute definitions
        }
        return out;
    }

    /** The current text of {@code f}: its open buffer, else its contents on disk. */
    public static String text(IFile f) throws CoreException, IOException {
        ITextFileBuffer buffer = FileBuffers.getTextFileBufferManager().getTextFileBuffer(f.getFullPath(),
                LocationKind.IFILE);
        if (buffer != null) {
            return buffer.getDocument().get();
        }
        try (InputStream in = f.getContents(true)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
