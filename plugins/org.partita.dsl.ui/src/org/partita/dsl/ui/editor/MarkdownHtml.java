package org.partita.dsl.ui.editor;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The small Markdown of the language's documentation (paragraphs, {@code - } lists, {@code **bold**},
 * {@code *italic*}, {@code `code`}, code fences) as the simple HTML that JFace's information controls render.
 */
public final class MarkdownHtml {

    private static final Pattern BOLD = Pattern.compile("\\*\\*(.+?)\\*\\*");
    private static final Pattern ITALIC = Pattern.compile("(?<![\\w*])\\*(?!\\s)(.+?)(?<!\\s)\\*(?![\\w*])");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private MarkdownHtml() {
    }

    /** {@code markdown} as HTML, or {@code null} for {@code null}. */
    public static String toHtml(String markdown) {
        if (markdown == null) {
            return null;
        }
        StringBuilder html = new StringBuilder();
        boolean list = false;
        boolean fence = false;
        StringBuilder paragraph = new StringBuilder();
        for (String line : markdown.strip().split("\\R", -1)) {
            if (line.startsWith("```")) {
                paragraph = flush(html, paragraph);
                html.append(fence ? "</pre>" : "<pre>");
                fence = !fence;
                continue;
            }
            if (fence) {
                html.append(escape(line)).append('\n');
                continue;
            }
            String t = line.strip();
            boolean item = t.startsWith("- ") || t.startsWith("* ");
            if (t.isEmpty() || item) {
                paragraph = flush(html, paragraph);
            }
            if (list && !item && !t.isEmpty() && paragraph.isEmpty()) {
                html.append("</ul>");
                list = false;
            }
            if (item) {
                if (!list) {
                    html.append("<ul>");
                    list = true;
                }
                html.append("<li>").append(inline(t.substring(2))).append("</li>");
            } else if (!t.isEmpty()) {
                paragraph.append(paragraph.isEmpty() ? "" : " ").append(t);
            }
        }
        flush(html, paragraph);
        if (list) {
            html.append("</ul>");
        }
        if (fence) {
            html.append("</pre>");
        }
        return html.toString();
    }

    private static StringBuilder flush(StringBuilder html, StringBuilder paragraph) {
        if (!paragraph.isEmpty()) {
            html.append("<p>").append(inline(paragraph.toString())).append("</p>");
        }
        return new StringBuilder();
    }

    private static String inline(String text) {
        String s = escape(text);
        s = replace(CODE, s, "<code>", "</code>");
        s = replace(BOLD, s, "<b>", "</b>");
        return replace(ITALIC, s, "<i>", "</i>");
    }

    private static String replace(Pattern p, String s, String open, String close) {
        Matcher m = p.matcher(s);
        return m.replaceAll(r -> Matcher.quoteReplacement(open + r.group(1) + close));
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
