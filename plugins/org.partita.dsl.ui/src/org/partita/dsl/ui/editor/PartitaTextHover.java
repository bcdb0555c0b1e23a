package org.partita.dsl.ui.editor;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.partita.dsl.ui.services.PartitaServices;
import org.partita.dsl.ui.services.PartitaServices.HoverText;

/** Hover with the element's documentation, from the language's {@code HoverService}. */
public class PartitaTextHover implements ITextHover {

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        HoverText hover = hoverAt(viewer, region.getOffset());
        return hover == null ? null : plain(hover.markdown());
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        HoverText hover = hoverAt(viewer, offset);
        return hover == null ? new Region(offset, 0)
                : new Region(hover.region().getOffset(), hover.region().getLength());
    }

    private static HoverText hoverAt(ITextViewer viewer, int offset) {
        var doc = viewer.getDocument();
        return EditorFiles.snapshot(doc).hover(offset);
    }

    /** Markdown as shown in a plain-text hover: code fences and emphasis markers removed. */
    static String plain(String markdown) {
        return markdown.replaceAll("(?m)^```\\w*$\\n?", "").replace("**", "").replace("`", "").strip();
    }
}
