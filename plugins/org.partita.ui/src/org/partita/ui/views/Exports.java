package org.partita.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** PNG snapshots of a view's drawing, SVG files and tables as CSV, written where the user chooses. */
public final class Exports {

    private Exports() {
    }

    /** Writes the pixels of {@code control} as a PNG file. */
    public static void png(Control control, Path file) throws IOException {
        var size = control.getSize();
        Image image = new Image(control.getDisplay(), Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(image);
        try {
            control.print(gc);
        } finally {
            gc.dispose();
        }
        try {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            Files.createDirectories(file.toAbsolutePath().getParent());
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            image.dispose();
        }
    }

    public static void svg(String svg, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, svg, StandardCharsets.UTF_8);
    }

    /** Writes the rows of {@code table} as CSV (RFC 4180 quoting), the column titles as its header. */
    public static void csv(Table table, Path file) throws IOException {
        StringBuilder out = new StringBuilder();
        int columns = table.getColumnCount();
        for (int c = 0; c < columns; c++) {
            out.append(c == 0 ? "" : ",").append(quote(table.getColumn(c).getText()));
        }
        out.append('\n');
        for (TableItem item : table.getItems()) {
            for (int c = 0; c < columns; c++) {
                out.append(c == 0 ? "" : ",").append(quote(item.getText(c)));
            }
            out.append('\n');
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, out, StandardCharsets.UTF_8);
    }

    private static String quote(String field) {
        return field.contains(",") || field.contains("\"") || field.contains("\n")
                ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }

    /** Asks for a file to save to; {@code null} when cancelled. */
    static Path ask(Shell shell, String name, String extension) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setFileName(name + "." + extension);
        dialog.setFilterExtensions(new String[] {"*." + extension});
        dialog.setOverwrite(true);
        String path = dialog.open();
        return path == null ? null : Path.of(path);
    }
}
