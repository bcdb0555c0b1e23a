package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.TypedRegion;
import org.eclipse.jface.text.presentation.IPresentationRepairer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.PartitaPresentationReconciler;

/** Keywords are coloured as whole words only: {@code on} inside {@code poisson}, {@code s} inside {@code fcfs} are not. */
class KeywordColouringWorkbenchTest extends ExperimentEditorTest {

    private static final String TEXT = """
            experiment Colours {
            	machine mesh 16 x 16
            	workload synthetic {
            		jobs 200 warmup 20
            		arrivals poisson load 0.5
            		service exponential mean 5 s
            		sides uniform 1 to 16
            	}
            	pipeline FF { queue fcfs allocate first-fit }
            	replications 1 seed 1
            }
            """;

    /** The keyword style the presentation reconciler gives at {@code offset}, as its repairer computes it. */
    private static boolean keywordAt(TextPresentation presentation, int offset) {
        StyleRange r = styleAt(presentation, offset);
        return r != null && (r.fontStyle & SWT.BOLD) != 0
                && Display.getCurrent().getSystemColor(SWT.COLOR_DARK_MAGENTA).equals(r.foreground);
    }

    private static StyleRange styleAt(TextPresentation presentation, int offset) {
        var it = presentation.getAllStyleRangeIterator();
        while (it.hasNext()) {
            StyleRange r = it.next();
            if (r.start <= offset && offset < r.start + r.length) {
                return r;
            }
        }
        return null;
    }

    @Test
    void keywordsArePaintedAsWholeWordsOnly() {
        PartitaPresentationReconciler reconciler = new PartitaPresentationReconciler();
        IPresentationRepairer repairer = reconciler.getRepairer(IDocument.DEFAULT_CONTENT_TYPE);
        IDocument doc = new Document(TEXT);
        repairer.setDocument(doc);
        TextPresentation presentation = new TextPresentation();
        repairer.createPresentation(presentation, new TypedRegion(0, doc.getLength(), IDocument.DEFAULT_CONTENT_TYPE));
        int poisson = TEXT.indexOf("poisson");
        assertTrue(PartitaPresentationReconciler.keywords().contains("on"), "'on' is a keyword of the grammar");
        assertFalse(keywordAt(presentation, poisson + "poiss".length()), "'on' inside 'poisson'");
        assertFalse(keywordAt(presentation, TEXT.indexOf("fcfs") + 3), "'s' inside 'fcfs'");
        assertFalse(keywordAt(presentation, TEXT.indexOf("first-fit") + 1), "inside 'first-fit'");
        assertTrue(keywordAt(presentation, TEXT.indexOf("experiment")));
        assertTrue(keywordAt(presentation, TEXT.indexOf("arrivals")));
        assertTrue(keywordAt(presentation, TEXT.indexOf("mean 5 s") + "mean 5 ".length()), "the unit 's' alone");
    }

    @Test
    void theOpenEditorShowsNoKeywordInsideAWord() throws Exception {
        ITextEditor editor = open(create("colours.partita", TEXT));
        org.eclipse.jface.text.ITextViewer viewer = Editors.viewer(editor);
        StyledText text = viewer.getTextWidget();
        Color keyword = Display.getCurrent().getSystemColor(SWT.COLOR_DARK_MAGENTA);
        Workspace.waitUntil("the keywords to be painted", Duration.ofSeconds(10),
                () -> keyword.equals(foreground(viewer, TEXT.indexOf("experiment"))));
        assertNotEquals(keyword, foreground(viewer, TEXT.indexOf("poisson") + "poiss".length()));
        assertNotEquals(keyword, foreground(viewer, TEXT.indexOf("fcfs") + 3));
        assertEquals(keyword, foreground(viewer, TEXT.indexOf("queue")));
        Screenshots.save(text, "editor-keywords");
    }

    private static Color foreground(org.eclipse.jface.text.ITextViewer viewer, int offset) {
        int widget = ((org.eclipse.jface.text.ITextViewerExtension5) viewer).modelOffset2WidgetOffset(offset);
        StyleRange r = viewer.getTextWidget().getStyleRangeAtOffset(widget);
        return r == null ? null : r.foreground;
    }
}
