package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.ITextViewerExtension5;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.editor.SemanticStyles;

/**
 * Semantic highlighting in the experiment editor: the styles of the language's highlighting calculator drawn over
 * the syntax colouring, kept through repaints and following the text as it changes meaning.
 */
class SemanticHighlightingWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    private IProject project;
    private IWorkbenchPage page;
    private ITextEditor editor;
    private ITextViewer viewer;
    private IDocument document;

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("highlighting");
        page = Workspace.page();
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1100, 700);
        IFile file = Workspace.resource(project, "highlighting", "colours.partita");
        IEditorPart part = IDE.openEditor(page, file);
        assertEquals("org.eclipse.ui.genericeditor.GenericEditor", part.getSite().getId());
        editor = (ITextEditor) part;
        viewer = (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
        document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        project.delete(true, true, null);
    }

    /** Model offset of {@code token} inside the first occurrence of {@code anchor}. */
    private int offset(String anchor, String token) {
        String text = document.get();
        int at = text.indexOf(anchor);
        assertTrue(at >= 0 && anchor.contains(token), anchor);
        return at + anchor.indexOf(token);
    }

    /** The style range the widget shows at model offset {@code offset}. */
    private StyleRange shown(int offset) {
        int widget = ((ITextViewerExtension5) viewer).modelOffset2WidgetOffset(offset);
        return viewer.getTextWidget().getStyleRangeAtOffset(widget);
    }

    /** Whether the widget shows semantic style {@code id} at {@code offset}: its colour and font style. */
    private boolean shows(int offset, String id) {
        SemanticStyles.Style style = SemanticStyles.style(id);
        StyleRange r = shown(offset);
        return r != null && r.foreground != null && r.foreground.getRGB().equals(style.rgb())
                && r.fontStyle == style.fontStyle();
    }

    private String describe(int offset) {
        StyleRange r = shown(offset);
        return r == null ? "no style range" : r.foreground + " font style " + r.fontStyle;
    }

    @Test
    void referencesAndPolicyNamesAreColouredAndFollowTheText() throws Exception {
        int reference = offset("\tmachine Small", "Small");
        int policy = offset("queue fcfs", "fcfs");
        int allocator = offset("over first-fit", "first-fit");
        int metric = offset("measure response", "response");
        int parameter = offset("threshold 25", "threshold");
        Workspace.waitUntil("the semantic highlighting", TIMEOUT, () -> shows(reference, "partita.reference"));
        assertTrue(shows(offset("machine Small mesh", "Small"), "partita.declaration"));
        assertTrue(shows(policy, "partita.policy"), () -> describe(policy));
        assertTrue(shows(allocator, "partita.allocator"), () -> describe(allocator));
        assertTrue(shows(metric, "partita.metric"), () -> describe(metric));
        assertTrue(shows(parameter, "partita.parameter"), () -> describe(parameter));

        // the syntax colouring stays underneath: keywords keep their colour, bold
        StyleRange keyword = shown(offset("\tmachine Small", "machine"));
        assertNotNull(keyword);
        assertEquals(new RGB(0x80, 0, 0x80), keyword.foreground.getRGB());
        assertEquals(SWT.BOLD, keyword.fontStyle);

        // a full repaint by the presentation reconciler keeps the semantic styles
        viewer.invalidateTextPresentation();
        assertTrue(shows(reference, "partita.reference"), () -> describe(reference));
        assertTrue(shows(policy, "partita.policy"), () -> describe(policy));
        Workspace.spin(300);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "editor-highlighting");

        // renaming the machine: the use no longer resolves and loses the reference style
        int declaration = offset("machine Small mesh", "Small");
        document.replace(declaration, "Small".length(), "Large");
        Workspace.waitUntil("the reference style to go", TIMEOUT, () -> !shows(reference, "partita.reference"));
        assertTrue(shows(declaration, "partita.declaration"), () -> describe(declaration));
        assertTrue(shows(policy, "partita.policy"), "the rest of the text keeps its styles");

        // and back: the use resolves again
        document.replace(declaration, "Large".length(), "Small");
        Workspace.waitUntil("the reference style to return", TIMEOUT, () -> shows(reference, "partita.reference"));

        // a misspelled policy is no policy name any more; a known one is
        document.replace(policy, "fcfs".length(), "fcfx");
        Workspace.waitUntil("the policy style to go", TIMEOUT, () -> !shows(policy, "partita.policy"));
        StyleRange plain = shown(policy);
        assertTrue(plain == null || plain.foreground == null || !plain.foreground.getRGB()
                .equals(SemanticStyles.style("partita.policy").rgb()), () -> describe(policy));
        document.replace(policy, "fcfx".length(), "sjf ");
        Workspace.waitUntil("sjf as a policy", TIMEOUT, () -> shows(policy, "partita.policy"));
        editor.doRevertToSaved();
    }
}
