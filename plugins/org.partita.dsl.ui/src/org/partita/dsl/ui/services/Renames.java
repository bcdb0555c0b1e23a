package org.partita.dsl.ui.services;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.ide.server.rename.RenameService2;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.partita.dsl.ui.services.PartitaServices.Edit;
import org.partita.dsl.ui.services.PartitaServices.Snapshot;

import com.google.inject.Binding;
import com.google.inject.Injector;
import com.google.inject.Key;

/**
 * Rename through the ide module's {@link IRenameService2} (the language server's rename): the declaration and every
 * reference in the folder's experiment files, as text edits per file. The service runs on the snapshot's resource
 * set (through {@link SnapshotAccess}), so the snapshot must not be used afterwards.
 */
public final class Renames {

    private Renames() {
    }

    /** Why a rename could not be computed: the service's message (no name at the caret, an invalid new name, …). */
    public static final class RenameException extends Exception {
        private static final long serialVersionUID = 1L;

        RenameException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * The edits that rename the element whose name is at {@code offset} of the snapshot's file to {@code newName}:
     * file URI → edits in document order; empty when the service finds nothing to rename there.
     */
    public static Map<URI, List<Edit>> rename(Snapshot snapshot, int offset, String newName) throws RenameException {
        Injector injector = PartitaLanguage.injector();
        XtextResource resource = snapshot.resource();
        Document document = new Document(1, snapshot.text());
        IRenameService2.Options options = new IRenameService2.Options();
        SnapshotAccess access = new SnapshotAccess(resource.getResourceSet());
        options.setLanguageServerAccess(access);
        options.setRenameParams(new RenameParams(new TextDocumentIdentifier(resource.getURI().toString()),
                document.getPosition(offset), newName));
        options.setCancelIndicator(CancelIndicator.NullImpl);
        WorkspaceEdit edit;
        try {
            edit = service(injector).rename(options);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new RenameException(cause.getMessage() == null ? cause.toString() : cause.getMessage(), e);
        }
        Map<URI, List<Edit>> out = new LinkedHashMap<>();
        if (edit == null) {
            return out;
        }
        if (edit.getChanges() != null) {
            edit.getChanges().forEach((uri, edits) -> out.put(URI.createURI(uri), edits(access, uri, edits)));
        }
        if (edit.getDocumentChanges() != null) {
            for (var change : edit.getDocumentChanges()) {
                if (change.isLeft()) {
                    String uri = change.getLeft().getTextDocument().getUri();
                    List<TextEdit> edits = change.getLeft().getEdits().stream().filter(e -> e.isLeft())
                            .map(e -> e.getLeft()).toList();
                    out.put(URI.createURI(uri), edits(access, uri, edits));
                }
            }
        }
        out.values().removeIf(List::isEmpty);
        return out;
    }

    /** The language's rename service: the ide module's binding, else Xtext's {@link RenameService2}. */
    private static IRenameService2 service(Injector injector) {
        Binding<IRenameService2> bound = injector.getExistingBinding(Key.get(IRenameService2.class));
        return bound != null ? bound.getProvider().get() : injector.getInstance(RenameService2.class);
    }

    /** LSP edits of file {@code uri} as offsets into its text (as parsed in the snapshot), in document order. */
    private static List<Edit> edits(SnapshotAccess access, String uri, List<TextEdit> edits) {
        Document document = new Document(1, access.text(URI.createURI(uri)));
        List<Edit> out = new ArrayList<>();
        for (TextEdit e : edits) {
            int start = document.getOffSet(e.getRange().getStart());
            int end = document.getOffSet(e.getRange().getEnd());
            out.add(new Edit(start, end - start, e.getNewText()));
        }
        out.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
        return out;
    }
}
