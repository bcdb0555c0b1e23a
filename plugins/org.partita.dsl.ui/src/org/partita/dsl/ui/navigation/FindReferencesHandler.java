package org.partita.dsl.ui.navigation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.partita.dsl.ui.editor.EditorFiles;
import org.partita.dsl.ui.services.References;
import org.partita.dsl.ui.services.References.Occurrence;

/**
 * "Find References" (Ctrl+Shift+G, the generic editor's command): the declaration and every reference of the
 * machine, workload, pipeline, cluster or experiment under the caret (or the pipeline a claim's word names), in the
 * folder's experiment files, a pipeline's claims included, listed in the Partita References view.
 */
public class FindReferencesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        EditorCaret caret = EditorCaret.of(event);
        if (caret == null) {
            return null;
        }
        List<Found> found = find(caret.document(), caret.offset());
        String name = found.isEmpty() ? null : found.get(0).name();
        try {
            ReferencesView view = (ReferencesView) HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage()
                    .showView(ReferencesView.ID);
            view.show(name == null ? "No name under the caret" : "'" + name + "': " + found.size() + " occurrences",
                    found);
            return view;
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open the references view: " + e.getMessage(), e);
        }
    }

    /** The occurrences of the element at {@code offset} of {@code document}, as rows of the view. */
    public static List<Found> find(IDocument document, int offset) {
        List<Occurrence> occurrences = References.at(EditorFiles.snapshot(document), offset);
        IFile self = EditorFiles.fileOf(document);
        Map<URI, IDocument> texts = new HashMap<>();
        List<Found> out = new ArrayList<>();
        for (Occurrence o : occurrences) {
            IFile file = EditorCaret.file(o.uri());
            if (file == null) {
                continue;
            }
            IDocument text = texts.computeIfAbsent(o.uri(), u -> file.equals(self) ? document : read(file));
            try {
                int line = text.getLineOfOffset(o.region().getOffset());
                IRegion r = text.getLineInformation(line);
                out.add(new Found(file, line + 1, o.region().getOffset(), o.region().getOffset() - r.getOffset(),
                        o.region().getLength(), text.get(r.getOffset(), r.getLength()), o.declaration()));
            } catch (BadLocationException e) {
                // a file that changed since it was parsed: its row is left out
            }
        }
        return out;
    }

    private static IDocument read(IFile file) {
        try {
            return new Document(EditorFiles.text(file));
        } catch (CoreException | IOException e) {
            return new Document();
        }
    }
}
