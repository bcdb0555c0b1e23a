package org.partita.ui.views;

import java.util.List;

import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.partita.ui.results.ResultSet;

/**
 * Opens the result views on one run's files in the {@link ResultsPerspective} (switching to it): the trace views,
 * the summary table, the claims (of every run given), then metrics.
 */
public final class ResultViews {

    private ResultViews() {
    }

    /** Shows {@code results} in every result view, bringing the metric chart to the front. */
    public static MetricChartView open(IWorkbenchPage page, ResultSet results) throws PartInitException {
        return open(page, results, List.of(results));
    }

    /**
     * Shows {@code results} in every result view and the claims of every run of {@code all} (the experiments of a
     * file or a suite, in launch order) in the claims view, bringing the metric chart to the front.
     */
    public static MetricChartView open(IWorkbenchPage page, ResultSet results, List<ResultSet> all)
            throws PartInitException {
        IPerspectiveDescriptor perspective = page.getPerspective();
        if (perspective == null || !ResultsPerspective.ID.equals(perspective.getId())) {
            page.setPerspective(page.getWorkbenchWindow().getWorkbench().getPerspectiveRegistry()
                    .findPerspectiveWithId(ResultsPerspective.ID));
        }
        if (results.jobs() != null || results.timeline() != null) {
            ((ResultView) page.showView(TimelineView.ID, null, IWorkbenchPage.VIEW_VISIBLE)).show(results);
        }
        if (results.jobs() != null) {
            for (String id : new String[] {MeshOccupancyView.ID, GanttView.ID}) {
                IViewPart view = page.showView(id, null, IWorkbenchPage.VIEW_VISIBLE);
                ((ResultView) view).show(results);
            }
        }
        if (results.summary() != null) {
            ((ResultView) page.showView(SummaryView.ID, null, IWorkbenchPage.VIEW_VISIBLE)).show(results);
        }
        if (all.stream().anyMatch(r -> r.claims() != null)) {
            ((ClaimsView) page.showView(ClaimsView.ID, null, IWorkbenchPage.VIEW_VISIBLE)).showAll(all); // in front of the summary: the verdicts first
        }
        MetricChartView metrics = (MetricChartView) page.showView(MetricChartView.ID);
        metrics.show(results);
        return metrics;
    }
}
