package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.editor.ProblemMarkers;
import org.partita.dsl.ui.outline.PartitaOutlinePage;
import org.partita.dsl.ui.services.PartitaServices.Symbol;

/**
 * The experiment editor inside a real workbench: the generic editor opens {@code *.partita} files and the
 * language's services reach it through the generic editor's extension points.
 */
class EditorWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(20);

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("examples");
        page = Workspace.page();
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell().setSize(1100, 700);
    }

    @AfterEach
    void tearDown() throws Exception {
        page.closeAllEditors(false);
        project.delete(true, true, null);
    }

    private ITextEditor open(IFile file) throws Exception {
        IEditorPart part = IDE.openEditor(page, file);
        assertEquals("org.eclipse.ui.genericeditor.GenericEditor", part.getSite().getId());
        return (ITextEditor) part;
    }

    private static IDocument document(ITextEditor editor) {
        return editor.getDocumentProvider().getDocument(editor.getEditorInput());
    }

    private static ITextViewer viewer(ITextEditor editor) {
        return (ITextViewer) editor.getAdapter(ITextOperationTarget.class);
    }

    /** The generic editor's viewer configuration, which aggregates every contributed extension. */
    private static SourceViewerConfiguration configuration(ITextEditor editor) throws Exception {
        Method m = org.eclipse.ui.texteditor.AbstractTextEditor.class.getDeclaredMethod("getSourceViewerConfiguration");
        m.setAccessible(true);
        return (SourceViewerConfiguration) m.invoke(editor);
    }

    private static IMarker[] markers(IFile file) {
        try {
            return file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void brokenFileGetsAProblemMarkerOnTheRightLine() throws Exception {
        IFile file = Workspace.example(project, "broken.partita");
        open(file);
        Workspace.waitUntil("a problem marker", TIMEOUT, () -> markers(file).length > 0);
        IMarker marker = markers(file)[0];
        assertTrue(marker.isSubtypeOf(IMarker.PROBLEM));
        assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
        assertEquals(4, marker.getAttribute(IMarker.LINE_NUMBER, -1), marker.getAttribute(IMarker.MESSAGE, ""));
        page.showView(IPageLayout.ID_PROBLEM_VIEW);
        Workspace.spin(500);
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "editor-problems");
    }

    @Test
    void markersFollowTheTextAsYouType() throws Exception {
        IFile file = Workspace.example(project, "quickstart.partita");
        ITextEditor editor = open(file);
        Workspace.spin(1500);
        assertEquals(0, markers(file).length);
        IDocument doc = document(editor);
        int at = doc.get().indexOf("16 x 8") + 2;
        doc.replace(at, " x 8".length(), " x");
        Workspace.waitUntil("a marker after breaking the text", TIMEOUT, () -> markers(file).length == 1);
        assertEquals(4, markers(file)[0].getAttribute(IMarker.LINE_NUMBER, -1));
        doc.replace(doc.get().indexOf(" x\n") + 2, 0, " 8");
        Workspace.waitUntil("markers to clear after the fix", TIMEOUT, () -> markers(file).length == 0);
        editor.doRevertToSaved();
    }

    @Test
    void contentAssistThroughTheGenericEditorOffersTopologies() throws Exception {
        IFile file = Workspace.example(project, "quickstart.partita");
        ITextEditor editor = open(file);
        IDocument doc = document(editor);
        int offset = doc.get().indexOf("mesh 16");
        doc.replace(offset, "mesh".length(), "");
        ITextViewer viewer = viewer(editor);
        IContentAssistProcessor processor = configuration(editor).getContentAssistant((ISourceViewer) viewer)
                .getContentAssistProcessor(IDocument.DEFAULT_CONTENT_TYPE);
        ICompletionProposal[] proposals = processor.computeCompletionProposals(viewer, offset);
        List<String> labels = Arrays.stream(proposals).map(ICompletionProposal::getDisplayString).toList();
        assertTrue(labels.containsAll(List.of("pool", "mesh", "torus", "hypercube")), labels::toString);
        ICompletionProposal torus = Arrays.stream(proposals).filter(p -> p.getDisplayString().equals("torus"))
                .findFirst().orElseThrow();
        torus.apply(doc);
        assertTrue(doc.get().contains("machine torus 16 x 8"), doc.get());
        editor.doRevertToSaved();
    }

    @Test
    void hoverIsContributedForTheLanguage() throws Exception {
        IFile file = Workspace.example(project, "quickstart.partita");
        ITextEditor editor = open(file);
        ITextViewer viewer = viewer(editor);
        ITextHover hover = configuration(editor).getTextHover((ISourceViewer) viewer, IDocument.DEFAULT_CONTENT_TYPE);
        assertNotNull(hover);
        int offset = document(editor).get().indexOf("experiment Quickstart") + "experiment ".length() + 2;
        IRegion region = hover.getHoverRegion(viewer, offset);
        assertNotNull(region);
        assertTrue(region.getOffset() <= offset && offset <= region.getOffset() + region.getLength());
        String info = hover.getHoverInfo(viewer, region);
        assertNotNull(info);
        assertTrue(info.contains("The smallest experiment: one rectangular mesh."), info);
    }

    @Test
    void outlineShowsTheExperiment() throws Exception {
        IFile file = Workspace.example(project, "quickstart.partita");
        ITextEditor editor = open(file);
        IViewPart view = page.showView(IPageLayout.ID_OUTLINE);
        page.activate(editor);
        Workspace.waitUntil("the Partita outline page", TIMEOUT,
                () -> ((ContentOutline) view).getCurrentPage() instanceof PartitaOutlinePage);
        PartitaOutlinePage outline = (PartitaOutlinePage) ((ContentOutline) view).getCurrentPage();
        List<String> names = outline.symbols().stream().map(Symbol::name).toList();
        assertEquals(List.of("Quickstart"), names);
        assertEquals("Quickstart", outline.topLevelLabels().get(0).split(" : ")[0]);
        IDocument doc = document(editor);
        doc.replace(doc.get().indexOf("experiment Quickstart") + "experiment ".length(), "Quickstart".length(), "Renamed");
        Workspace.waitUntil("the outline to follow the edit", TIMEOUT,
                () -> outline.symbols().stream().map(Symbol::name).toList().equals(List.of("Renamed")));
        Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "editor-outline");
        editor.doRevertToSaved();
    }

    @Test
    void formatCommandAppliesTheLanguageFormatter() throws Exception {
        IFile file = Workspace.example(project, "quickstart.partita");
        ITextEditor editor = open(file);
        IDocument doc = document(editor);
        String before = doc.get();
        String expected = org.partita.dsl.ui.services.PartitaServices.get().parse(before).formatted();
        PlatformUI.getWorkbench().getService(org.eclipse.ui.handlers.IHandlerService.class)
                .executeCommand("org.partita.dsl.ui.format", null);
        assertEquals(expected, doc.get());
        editor.doRevertToSaved();
    }
}
