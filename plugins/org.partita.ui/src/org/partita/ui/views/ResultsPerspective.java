package org.partita.ui.views;

import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * "Partita Results": the result views in one large stack on the right (about 60 % of the window, charts need
 * room), the project explorer and the outline, the editor and the claims beside them on the left. {@link ResultViews} switches to
 * it when a run's views open.
 */
public class ResultsPerspective implements IPerspectiveFactory {

    public static final String ID = "org.partita.ui.resultsPerspective";
    static final String RESULTS_FOLDER = "org.partita.ui.results";
    static final String BOTTOM_FOLDER = "org.partita.ui.resultsBottom";

    private static final String[] RESULT_VIEWS = {MetricChartView.ID, TimelineView.ID, MeshOccupancyView.ID,
        GanttView.ID};

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        IFolderLayout results = layout.createFolder(RESULTS_FOLDER, IPageLayout.RIGHT, 0.42f, editors);
        results.addView(MetricChartView.ID);
        for (String id : RESULT_VIEWS) {
            if (!id.equals(MetricChartView.ID)) {
                results.addPlaceholder(id);
            }
        }
        layout.addView(IPageLayout.ID_PROJECT_EXPLORER, IPageLayout.TOP, 0.3f, editors);
        // the editor's outline beside the explorer: the file's experiments and pipelines while reading results
        layout.addView(IPageLayout.ID_OUTLINE, IPageLayout.RIGHT, 0.5f, IPageLayout.ID_PROJECT_EXPLORER);
        IFolderLayout bottom = layout.createFolder(BOTTOM_FOLDER, IPageLayout.BOTTOM, 0.6f, editors);
        bottom.addPlaceholder(ClaimsView.ID);
        bottom.addPlaceholder(SummaryView.ID);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(IPageLayout.ID_PROGRESS_VIEW);
        for (String id : RESULT_VIEWS) {
            layout.addShowViewShortcut(id);
        }
        layout.addShowViewShortcut(ClaimsView.ID);
        layout.addShowViewShortcut(SummaryView.ID);
        layout.addActionSet(IDebugUIConstants.LAUNCH_ACTION_SET);
        layout.addPerspectiveShortcut("org.eclipse.ui.resourcePerspective");
    }
}
