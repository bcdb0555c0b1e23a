package org.partita.dsl.conversion;

import java.math.BigInteger;

import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.INTValueConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Value conversion of the terminals: a whole number too large for the language's counts and sizes says so, with the
 * largest value allowed, instead of the Java parser's {@code For input string: "99999999999"}; a decimal that error
 * recovery glued together from pieces ({@code 0. 0}) is refused where it is written instead of reaching the
 * validators as text that is not a number.
 */
public class PartitaValueConverters extends DefaultTerminalConverters {

    private final INTValueConverter intConverter = new INTValueConverter() {
        @Override
        public Integer toValue(String string, INode node) {
            if (string != null && string.chars().allMatch(Character::isDigit) && !string.isEmpty()
                    && new BigInteger(string).compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
                throw new ValueConverterException("'" + string + "' is too large: a whole number here (a count, a "
                        + "size, a seed) is at most " + Integer.MAX_VALUE, node, null);
            }
            return super.toValue(string, node);
        }
    };

    private static final IValueConverter<String> NUMBER = new IValueConverter<>() {
        @Override
        public String toValue(String string, INode node) {
            if (string == null || !string.matches("[0-9]+(\\.[0-9]+)?")) {
                throw new ValueConverterException("'" + (string == null ? "" : string.strip()) + "' is not a number: "
                        + "write digits with an optional decimal part, e.g. 0.5", node, null);
            }
            return string;
        }

        @Override
        public String toString(String value) {
            return value;
        }
    };

    /** A class label: a quoted one ({@code "1-4"}) without its quotes, a name or number as written. */
    private final IValueConverter<String> classLabel = new IValueConverter<>() {
        @Override
        public String toValue(String string, INode node) {
            String s = string == null ? "" : string.strip();
            return s.length() >= 2 && (s.startsWith("\"") || s.startsWith("'")) ? STRING().toValue(s, node) : s;
        }

        @Override
        public String toString(String value) {
            return value.matches("[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*|[0-9]+") ? value : STRING().toString(value);
        }
    };

    @Override
    @ValueConverter(rule = "INT")
    public IValueConverter<Integer> INT() {
        return intConverter;
    }

    /** The datatype rule {@code ClassLabel}: a class of jobs in a claim ({@code of bt}, {@code of "1-4"}). */
    @ValueConverter(rule = "ClassLabel")
    public IValueConverter<String> ClassLabel() {
        return classLabel;
    }

    /** The decimal datatype rule {@code Number}: digits, optionally '.' and digits, nothing in between. */
    @ValueConverter(rule = "Number")
    public IValueConverter<String> Number() {
        return NUMBER;
    }
}
