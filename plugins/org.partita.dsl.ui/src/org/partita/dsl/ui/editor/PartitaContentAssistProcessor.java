package org.partita.dsl.ui.editor;

import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Proposal;

/** Content assist from the language's {@code ContentAssistService} (keywords, policy names, parameters, references). */
public class PartitaContentAssistProcessor implements IContentAssistProcessor {

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        return proposals(viewer.getDocument(), offset);
    }

    /** The proposals for {@code document} at {@code offset}, as JFace proposals. */
    public static ICompletionProposal[] proposals(IDocument document, int offset) {
        List<Proposal> proposals = EditorFiles.snapshot(document)
                .complete(offset);
        return proposals.stream().map(p -> {
            String display = p.detail() == null || p.detail().isBlank() || p.detail().equals(p.label()) ? p.label()
                    : p.label() + " - " + p.detail();
            return (ICompletionProposal) new CompletionProposal(p.insert(), p.offset(), p.length(),
                    p.insert().length(), null, display, null, p.documentation());
        }).toArray(ICompletionProposal[]::new);
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
