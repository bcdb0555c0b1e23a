package org.partita.core.experiment;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.partita.core.format.Sha256;

/**
 * Text sealed with a checksum, as the run store keeps it: the lines, then a last line
 * {@code checksum=<SHA-256 of the bytes before it, in lower-case hex>}. A file cut short, emptied, edited or
 * turned into something other than UTF-8 no longer opens.
 */
final class SealedText {

    static final String CHECKSUM = "checksum=";

    private SealedText() {
    }

    /** {@code body} (lines ending with {@code \n}) followed by its checksum line. */
    static String seal(String body) {
        return body + CHECKSUM + Sha256.of(body.getBytes(StandardCharsets.UTF_8)) + "\n";
    }

    /**
     * The lines of {@code file} before its checksum line, when the checksum matches.
     *
     * @throws Damaged saying what is wrong (not the file's name: the caller names it and says what to do)
     */
    static String open(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        if (bytes.length == 0) {
            throw new Damaged("empty");
        }
        String text = utf8(bytes);
        if (!text.endsWith("\n")) {
            throw new Damaged("cut short: no line end at the end");
        }
        int last = text.lastIndexOf('\n', text.length() - 2) + 1;
        if (!text.startsWith(CHECKSUM, last)) {
            throw new Damaged("no checksum line at the end: cut short, or written by an older version");
        }
        String body = text.substring(0, last);
        String stored = text.substring(last + CHECKSUM.length(), text.length() - 1);
        if (!stored.equals(Sha256.of(body.getBytes(StandardCharsets.UTF_8)))) {
            throw new Damaged("its checksum does not match its content: changed or damaged after it was written");
        }
        return body;
    }

    /** {@code bytes} as UTF-8, refusing malformed input. */
    static String utf8(byte[] bytes) throws Damaged {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new Damaged("not UTF-8 text");
        }
    }

    /** What is wrong with a sealed file's content. */
    static final class Damaged extends IOException {
        private static final long serialVersionUID = 1L;

        Damaged(String problem) {
            super(problem);
        }
    }
}
