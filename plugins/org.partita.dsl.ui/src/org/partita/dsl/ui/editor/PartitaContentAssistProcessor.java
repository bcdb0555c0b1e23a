package org.partita.dsl.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.partita.dsl.ui.services.PartitaServices.Proposal;

/**
 * Content assist from the language's {@code ContentAssistService} (keywords, policy names, parameters,
 * references), documentation rendered from its Markdown, and the editor's templates ({@link PartitaTemplates})
 * where the language proposes their keyword.
 */
public class PartitaContentAssistProcessor implements IContentAssistProcessor {

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        return proposals(viewer.getDocument(), offset);
    }

    /** The proposals for {@code document} at {@code offset}: templates first, then the language's proposals. */
    public static ICompletionProposal[] proposals(IDocument document, int offset) {
        List<Proposal> language = EditorFiles.snapshot(document).complete(offset);
        Set<String> keywords = language.stream().filter(p -> p.insert().equals(p.label())).map(Proposal::label)
                .collect(Collectors.toSet());
        String prefix = language.stream().filter(p -> p.offset() <= offset && p.offset() + p.length() >= offset)
                .findFirst().map(p -> document.get().substring(p.offset(), offset)).orElse("");
        List<ICompletionProposal> out = new ArrayList<>(
                PartitaTemplates.get().proposals(document, offset, prefix, keywords));
        language.forEach(p -> out.add(new DocumentedProposal(p)));
        return out.toArray(ICompletionProposal[]::new);
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return null;
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
