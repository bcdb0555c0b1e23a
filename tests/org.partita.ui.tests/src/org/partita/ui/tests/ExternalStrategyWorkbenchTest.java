package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.strategy.Family;
import org.partita.dsl.ui.editor.PartitaTextHover;
import org.partita.dsl.ui.editor.ProblemMarkers;
import org.partita.ui.launch.ExperimentLaunch;
import org.partita.ui.strategies.ContributedStrategies;

/**
 * Strategies contributed by a bundle (docs/strategies.md): this test bundle registers as a buddy of the core
 * ({@code Eclipse-RegisterBuddy: org.partita.core}) and names the example provider of {@code extensions/strategies}
 * (compiled into it) in {@code META-INF/services}, as the example's own jar does. The editor validates, completes
 * and explains {@code last-fit} and {@code largest-first}, and Run runs them. Its plugin.xml also contributes
 * {@link FirstFitAgain} through the extension point {@code org.partita.ui.strategies}. Without such a bundle the
 * names are errors ({@code ExternalStrategyAbsentTest} of the language tests).
 */
class ExternalStrategyWorkbenchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final String PROVIDER = "org.partita.examples.strategies.ExampleStrategies";

    private IProject project;
    private IWorkbenchPage page;
    private final ExperimentJobResults jobs = new ExperimentJobResults();
    private final List<IStatus> results = jobs.results;

    @BeforeEach
    void setUp() throws Exception {
        project = Workspace.project("strategies");
        page = Workspace.page();
        jobs.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        jobs.stop();
        page.closeAllEditors(false);
        project.delete(true, true, null);
    }

    /** {@code extensions/strategies/compare.partita} of the repository, copied into the project as {@code name}. */
    private IFile compare(String name, String from, String to) throws Exception {
        String text = Files.readString(Path.of(System.getProperty("extensions.dir"), "strategies", "compare.partita"));
        assertTrue(text.contains(from), from);
        IFile file = project.getFile(name);
        file.create(new java.io.ByteArrayInputStream(text.replace(from, to).getBytes(
                java.nio.charset.StandardCharsets.UTF_8)), IResource.FORCE, null);
        return file;
    }

    private ITextEditor open(IFile file) throws Exception {
        return (ITextEditor) IDE.openEditor(page, file);
    }

    private static List<String> markers(IFile file) {
        try {
            return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO))
                    .map(m -> m.getAttribute(IMarker.LINE_NUMBER, -1) + ": " + m.getAttribute(IMarker.MESSAGE, ""))
                    .toList();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theContributedProviderJoinsTheCoresRegistries() {
        assertEquals(PROVIDER, StandardStrategies.allocators().strategies().origin(Family.ALLOCATE, "last-fit"));
        assertEquals(PROVIDER, StandardStrategies.shared().origin(Family.QUEUE, "largest-first"));
        assertTrue(StandardStrategies.allocators().contains("first-fit"), "the core's own strategies stay");
    }

    @Test
    void theExampleExperimentOpensWithoutProblems() throws Exception {
        IFile file = compare("compare.partita", "", "");
        open(file);
        Workspace.spin(2000);
        assertEquals(List.of(), markers(file));
    }

    @Test
    void aMisspelledContributedNameIsMarkedOnItsLineWithTheContributedNameAsFix() throws Exception {
        IFile file = compare("typo.partita", "pipeline LF { queue fcfs allocate last-fit }",
                "pipeline LF { queue fcfs allocate last-fitt }");
        open(file);
        Workspace.waitUntil("a problem marker", Duration.ofSeconds(20), () -> !markers(file).isEmpty());
        List<String> problems = markers(file);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).startsWith("16: unknown allocation strategy 'last-fitt'; did you mean 'last-fit'? "
                + "Known: "), problems.get(0));
        assertTrue(problems.get(0).contains(", last-fit"), "the known names include the contributed one");
        IMarker marker = file.findMarkers(ProblemMarkers.TYPE, true, IResource.DEPTH_ZERO)[0];
        assertEquals(List.of("Change to 'last-fit'"), Arrays.stream(IDE.getMarkerHelpRegistry().getResolutions(marker))
                .map(org.eclipse.ui.IMarkerResolution::getLabel).toList());
    }

    @Test
    void contentAssistAndHoverOfferTheContributedStrategies() throws Exception {
        IFile file = compare("assist.partita", "", "");
        ITextEditor editor = open(file);
        IDocument doc = Editors.document(editor);
        ITextViewer viewer = Editors.viewer(editor);
        var processor = Editors.configuration(editor).getContentAssistant((ISourceViewer) viewer)
                .getContentAssistProcessor(IDocument.DEFAULT_CONTENT_TYPE);

        int allocate = doc.get().indexOf("allocate last-fit }") + "allocate ".length();
        doc.replace(allocate, "last-fit".length(), "");
        ICompletionProposal[] allocators = processor.computeCompletionProposals(viewer, allocate);
        List<String> labels = Arrays.stream(allocators).map(p -> p.getDisplayString().split(" - ", 2)[0]).toList();
        assertTrue(labels.containsAll(List.of("first-fit", "last-fit")), labels::toString);
        ICompletionProposal lastFit = Arrays.stream(allocators)
                .filter(p -> p.getDisplayString().startsWith("last-fit - ")).findFirst().orElseThrow();
        assertTrue(lastFit.getDisplayString().contains("last free a×b submesh in row-major order"),
                lastFit.getDisplayString());
        lastFit.apply(doc);
        assertTrue(doc.get().contains("pipeline LF { queue fcfs allocate last-fit }"), doc.get());

        int queue = doc.get().indexOf("queue largest-first window 8") + "queue ".length();
        doc.replace(queue, "largest-first".length(), "");
        List<String> queues = Arrays.stream(processor.computeCompletionProposals(viewer, queue))
                .map(p -> p.getDisplayString().split(" - ", 2)[0]).toList();
        assertTrue(queues.containsAll(List.of("fcfs", "sjf", "largest-first")), queues::toString);
        doc.replace(queue, 0, "largest-first");

        // the language's hover, as the generic editor's hover provider contributes it
        ITextHover hover = new PartitaTextHover();
        int at = doc.get().indexOf("largest-first window 8") + 3;
        IRegion region = hover.getHoverRegion(viewer, at);
        assertTrue(region.getOffset() <= at && at < region.getOffset() + region.getLength(), region::toString);
        String info = hover.getHoverInfo(viewer, region);
        assertNotNull(info);
        assertTrue(info.contains("largest (requested processors) job first"), info);
        assertTrue(info.contains("window"), "the hover lists the parameter: " + info);
        editor.doRevertToSaved();
    }

    @Test
    void aPluginContributesThroughTheExtensionPoint() throws Exception {
        assertEquals(ContributedStrategies.class.getName(),
                StandardStrategies.allocators().strategies().origin(Family.ALLOCATE, FirstFitAgain.NAME));
        IFile file = compare("again.partita", "allocate last-fit }", "allocate first-fit-again }");
        ITextEditor editor = open(file);
        Workspace.spin(2000);
        assertEquals(List.of(), markers(file));
        IDocument doc = Editors.document(editor);
        ITextViewer viewer = Editors.viewer(editor);
        int at = doc.get().indexOf("allocate first-fit-again") + "allocate ".length();
        doc.replace(at, FirstFitAgain.NAME.length(), "");
        List<String> labels = Arrays.stream(Editors.configuration(editor).getContentAssistant((ISourceViewer) viewer)
                .getContentAssistProcessor(IDocument.DEFAULT_CONTENT_TYPE).computeCompletionProposals(viewer, at))
                .map(ICompletionProposal::getDisplayString).toList();
        assertTrue(labels.contains("first-fit-again - first fit, contributed by a plug-in through the extension "
                + "point [workbench tests]"), labels::toString);
        editor.doRevertToSaved();
    }

    @Test
    void theExperimentRunsAndLastFitMirrorsFirstFit() throws Exception {
        // one more pipeline with the extension point's first-fit-again, which must give first fit's rows
        IFile file = compare("compare.partita", "\tpipeline FF_SJF", "\tpipeline FA { queue fcfs allocate "
                + FirstFitAgain.NAME + " }\n\tpipeline FF_SJF");
        ExperimentLaunch.configurationFor(file).launch(ILaunchManager.RUN_MODE, null);
        Workspace.waitUntil("the experiment job to finish", TIMEOUT, () -> !results.isEmpty());
        assertTrue(results.get(0).isOK(), results.get(0)::toString);
        IResource[] runs = project.getFolder("results/ExternalStrategies").members();
        assertEquals(1, runs.length);
        Path summary = ((IFolder) runs[0]).getLocation().toPath().resolve("summary.csv");
        Map<String, List<String>> rows = rows(summary);
        for (String pipeline : List.of("FF", "LF", "FF_Largest", "LF_Largest8", "FA", "FF_SJF")) {
            assertEquals(3 * 3, rows.getOrDefault(pipeline, List.of()).size(),
                    pipeline + ": 3 loads × (2 replications + their aggregate)");
        }
        // on the symmetric 16 × 16 mesh and workload, last fit places every job as first fit's mirror image
        assertEquals(rows.get("FF"), rows.get("LF"));
        assertEquals(rows.get("FF"), rows.get("FA"));
        assertNotEquals(rows.get("FF"), rows.get("FF_Largest"), "largest-first changes the schedule");
    }

    /** The rows of {@code summary} by pipeline, each without its pipeline name. */
    private static Map<String, List<String>> rows(Path summary) throws Exception {
        Map<String, List<String>> out = new TreeMap<>();
        List<String> lines = Files.readAllLines(summary);
        for (String line : lines.subList(1, lines.size())) {
            int comma = line.indexOf(',');
            out.computeIfAbsent(line.substring(0, comma), k -> new ArrayList<>()).add(line.substring(comma));
        }
        return out;
    }
}
