package org.partita.dsl.ui.editor;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension3;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.partita.dsl.ui.services.PartitaServices.Proposal;

/**
 * A proposal of the language's content assist whose documentation (Markdown) is shown rendered: as HTML in an
 * information control that presents HTML ({@link DefaultInformationControl} with its HTML presenter).
 */
public final class DocumentedProposal implements ICompletionProposal, ICompletionProposalExtension3 {

    /** Information controls that render the HTML of the documentation pane. */
    public static final IInformationControlCreator HTML_CONTROLS = parent -> new DefaultInformationControl(parent,
            true);

    private final Proposal proposal;
    private final String html;

    public DocumentedProposal(Proposal proposal) {
        this.proposal = proposal;
        this.html = MarkdownHtml.toHtml(proposal.documentation());
    }

    @Override
    public void apply(IDocument document) {
        try {
            document.replace(proposal.offset(), proposal.length(), proposal.insert());
        } catch (BadLocationException e) {
            // the document changed under the proposal: nothing to insert
        }
    }

    @Override
    public Point getSelection(IDocument document) {
        return new Point(proposal.offset() + proposal.insert().length(), 0);
    }

    /** The documentation as HTML, or {@code null}. */
    @Override
    public String getAdditionalProposalInfo() {
        return html;
    }

    @Override
    public String getDisplayString() {
        String detail = proposal.detail();
        return detail == null || detail.isBlank() || detail.equals(proposal.label()) ? proposal.label()
                : proposal.label() + " - " + detail;
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public IContextInformation getContextInformation() {
        return null;
    }

    @Override
    public IInformationControlCreator getInformationControlCreator() {
        return HTML_CONTROLS;
    }

    @Override
    public CharSequence getPrefixCompletionText(IDocument document, int completionOffset) {
        return proposal.insert();
    }

    @Override
    public int getPrefixCompletionStart(IDocument document, int completionOffset) {
        return proposal.offset();
    }

    /** The language's proposal. */
    public Proposal proposal() {
        return proposal;
    }
}
