package org.partita.dsl.ide.quickfix;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticModificationContext;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;

/**
 * A quick fix whose text edits are computed when it is offered, on the document the diagnostic belongs to. Unlike
 * the generic resolution it needs no language-server access to apply, so an editor calling the services in-process
 * gets the same edits as a language client.
 */
final class TextFix extends DiagnosticResolution {

    private final String uri;
    private final List<TextEdit> edits;

    TextFix(String label, DiagnosticModificationContext.Factory factory, String uri, List<TextEdit> edits) {
        super(label, factory, (diagnostic, object, document) -> edits);
        this.uri = uri;
        this.edits = List.copyOf(edits);
    }

    @Override
    public WorkspaceEdit apply() {
        Map<String, List<TextEdit>> changes = new LinkedHashMap<>();
        changes.put(uri, edits);
        return new WorkspaceEdit(changes);
    }
}
