package org.partita.ui.tests;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/** Context menus as a user opens them: shown (so that dynamic contributions fill them), read by their labels. */
final class Menus {

    private Menus() {
    }

    /** Shows {@code menu} (its contributions are computed on show) and returns its items' labels. */
    static List<String> open(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
        Workspace.spin(200);
        return Arrays.stream(menu.getItems()).map(Menus::label).toList();
    }

    /** The item labelled {@code label} (mnemonics and accelerators ignored), or {@code null}. */
    static MenuItem item(Menu menu, String label) {
        return Arrays.stream(menu.getItems()).filter(i -> label(i).equals(label)).findFirst().orElse(null);
    }

    /** The first item whose label contains {@code text}, or {@code null}. */
    static MenuItem containing(Menu menu, String text) {
        return Arrays.stream(menu.getItems()).filter(i -> label(i).contains(text)).findFirst().orElse(null);
    }

    static String label(MenuItem item) {
        return item.getText().replace("&", "").replaceFirst("\t.*", "").strip();
    }

    /** Chooses {@code item}, as a click does. */
    static void choose(MenuItem item) {
        item.notifyListeners(SWT.Selection, new Event());
    }

    static void close(Menu menu) {
        menu.notifyListeners(SWT.Hide, new Event());
        Workspace.spin(50);
    }
}
