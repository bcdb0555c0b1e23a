package org.partita.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.dsl.ui.PartitaPresentationReconciler;

class PartitaPresentationReconcilerTest {

    @Test
    void highlightsTheGrammarKeywords() {
        List<String> keywords = PartitaPresentationReconciler.keywords();
        assertTrue(keywords.containsAll(List.of("experiment", "machine", "mesh")), keywords::toString);
        assertTrue(keywords.stream().allMatch(k -> Character.isLetter(k.charAt(0))), keywords::toString);
    }
}
