package org.partita.dsl.ui.editor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.partita.dsl.ide.highlighting.PartitaHighlightingStyles;

/**
 * How the editor shows the language's semantic highlighting styles ({@link PartitaHighlightingStyles}): one
 * colour and font style per style id, drawn over the syntax colouring (keywords dark magenta bold, strings dark
 * blue, comments green).
 */
public final class SemanticStyles {

    /** Colour and font style of one style id. */
    public record Style(RGB rgb, boolean bold, boolean italic) {

        /** SWT font style bits. */
        public int fontStyle() {
            return (bold ? SWT.BOLD : SWT.NORMAL) | (italic ? SWT.ITALIC : SWT.NORMAL);
        }
    }

    private static final Map<String, Style> TABLE = new LinkedHashMap<>();
    private static final Map<String, Color> COLORS = new LinkedHashMap<>();

    static {
        TABLE.put(PartitaHighlightingStyles.DECLARATION, new Style(new RGB(0, 70, 160), true, false));
        TABLE.put(PartitaHighlightingStyles.REFERENCE, new Style(new RGB(0, 110, 190), false, true));
        TABLE.put(PartitaHighlightingStyles.POLICY, new Style(new RGB(170, 85, 0), false, false));
        TABLE.put(PartitaHighlightingStyles.ALLOCATOR, new Style(new RGB(190, 60, 0), true, false));
        TABLE.put(PartitaHighlightingStyles.PARAMETER, new Style(new RGB(0, 128, 128), false, true));
        TABLE.put(PartitaHighlightingStyles.QUANTITY, new Style(new RGB(140, 0, 0), false, false));
        TABLE.put(PartitaHighlightingStyles.METRIC, new Style(new RGB(120, 100, 0), true, false));
    }

    private SemanticStyles() {
    }

    /** The style of {@code id}, or {@code null} for an id the editor does not show. */
    public static Style style(String id) {
        return TABLE.get(id);
    }

    /** Every style id the editor shows. */
    public static List<String> ids() {
        return List.copyOf(TABLE.keySet());
    }

    /**
     * A style range of the first shown style among {@code ids} over {@code offset}/{@code length}, or {@code null}
     * when none is shown. UI thread only (colours are created on the current display).
     */
    public static StyleRange range(int offset, int length, List<String> ids) {
        for (String id : ids) {
            Style s = TABLE.get(id);
            if (s != null) {
                return new StyleRange(offset, length, color(id, s), null, s.fontStyle());
            }
        }
        return null;
    }

    private static synchronized Color color(String id, Style s) {
        return COLORS.computeIfAbsent(id, k -> new Color(Display.getCurrent(), s.rgb()));
    }
}
