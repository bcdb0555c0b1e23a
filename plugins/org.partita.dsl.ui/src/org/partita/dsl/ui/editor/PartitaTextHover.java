package org.partita.dsl.ui.editor;

import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.ui.editors.text.EditorsUI;
import org.partita.dsl.ui.services.PartitaServices.HoverText;

/**
 * Hover with the element's documentation, from the language's {@code HoverService}: its Markdown rendered as HTML,
 * in an information control that presents HTML (the editors' tooltip control, F2 gives it the focus).
 */
public class PartitaTextHover implements ITextHover, ITextHoverExtension {

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        HoverText hover = hoverAt(viewer, region.getOffset());
        return hover == null ? null : MarkdownHtml.toHtml(hover.markdown());
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        HoverText hover = hoverAt(viewer, offset);
        return hover == null ? new Region(offset, 0)
                : new Region(hover.region().getOffset(), hover.region().getLength());
    }

    @Override
    public IInformationControlCreator getHoverControlCreator() {
        return parent -> new DefaultInformationControl(parent, EditorsUI.getTooltipAffordanceString());
    }

    private static HoverText hoverAt(ITextViewer viewer, int offset) {
        var doc = viewer.getDocument();
        return EditorFiles.snapshot(doc).hover(offset);
    }
}
