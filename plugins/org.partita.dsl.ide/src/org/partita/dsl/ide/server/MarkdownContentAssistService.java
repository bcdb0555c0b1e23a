package org.partita.dsl.ide.server;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;

/**
 * Completion over LSP with each proposal's documentation sent as Markdown {@link MarkupContent}: the language's
 * documentation (the catalog's meanings, parameters and papers) is Markdown, which Xtext would send as a plain string,
 * so clients showed its asterisks and backquotes.
 */
public class MarkdownContentAssistService extends ContentAssistService {

    @Override
    protected CompletionItem toCompletionItem(ContentAssistEntry entry, int caretOffset, Position caretPosition,
            Document document) {
        CompletionItem item = super.toCompletionItem(entry, caretOffset, caretPosition, document);
        if (entry.getDocumentation() != null) {
            item.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, entry.getDocumentation()));
        }
        return item;
    }
}
