# judge doctor --self-test: each line's two numbers, summed.
$stdin.each_line do |line|
  a, b = line.split.map(&:to_i)
  puts a + b
end
