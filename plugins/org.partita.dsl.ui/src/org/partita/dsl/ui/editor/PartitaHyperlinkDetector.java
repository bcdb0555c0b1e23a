package org.partita.dsl.ui.editor;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.Link;

/** Ctrl+click / F3 on a cross-reference selects the element it refers to. */
public class PartitaHyperlinkDetector extends AbstractHyperlinkDetector {

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        var doc = viewer.getDocument();
        Link link = PartitaServices.get().parse(doc.get(), EditorFiles.uriOf(doc)).definition(region.getOffset());
        if (link == null) {
            return null;
        }
        IRegion from = new Region(link.from().getOffset(), link.from().getLength());
        return new IHyperlink[] {new IHyperlink() {
            @Override
            public IRegion getHyperlinkRegion() {
                return from;
            }

            @Override
            public String getTypeLabel() {
                return "Definition";
            }

            @Override
            public String getHyperlinkText() {
                return "Go to definition";
            }

            @Override
            public void open() {
                viewer.setSelectedRange(link.to().getOffset(), link.to().getLength());
                viewer.revealRange(link.to().getOffset(), link.to().getLength());
            }
        }};
    }
}
